import type { Purchase } from '@glotv/contracts/payments';
import { describe, expect, it } from 'vitest';
import { followPurchase, PURCHASE_POLL_LIMIT_MS, pollDecision } from './follow-purchase.ts';

const paid = { cancelled: false };

function purchase(status: Purchase['status']): Purchase {
  return {
    reference: 'GLOTV-abc12345',
    package_id: 1,
    package_title: '3-day VOD',
    package_plan_code: 'GLOTVVOD3D',
    method: 'airtime',
    price: '₦150',
    amount_kobo: 15_000,
    currency: 'NGN',
    status,
    created_at: '2026-11-23T10:00:00.000Z',
    activated_at: null,
    starts_at: null,
    ends_at: null,
  };
}

/** A clock that moves only when the follow waits, and the statuses the server answers one after another. */
function fakeServer(statuses: (Purchase['status'] | 'offline')[]) {
  let time = 0;
  const asked: number[] = [];
  return {
    asked,
    deps: {
      now: () => time,
      wait: async (ms: number) => {
        time += ms;
      },
      getPurchase: async () => {
        asked.push(time);
        const status = statuses.shift() ?? 'pending';
        if (status === 'offline') throw new Error('offline');
        return purchase(status);
      },
    },
  };
}

describe('the decision after looking at a pending purchase', () => {
  it('ends as soon as the purchase settles', () => {
    expect(pollDecision(purchase('active'), 2_000, paid)).toEqual({ kind: 'activated' });
    expect(pollDecision(purchase('failed'), 4_000, paid)).toMatchObject({
      message: 'payment.transactionFailed',
    });
  });

  it('asks again while pending and under 30 seconds', () => {
    expect(pollDecision(purchase('pending'), 2_000, paid)).toBe('wait');
    expect(pollDecision(purchase('paid'), PURCHASE_POLL_LIMIT_MS - 1, paid)).toBe('wait');
    expect(pollDecision(null, 10_000, paid)).toBe('wait');
  });

  it('gives up at 30 seconds and says the package will be active shortly', () => {
    expect(pollDecision(purchase('pending'), PURCHASE_POLL_LIMIT_MS, paid)).toEqual({ kind: 'pending' });
    expect(pollDecision(null, PURCHASE_POLL_LIMIT_MS, paid)).toEqual({ kind: 'pending' });
  });
});

describe('following a pending purchase', () => {
  it('asks every 2 seconds until it is active', async () => {
    const server = fakeServer(['pending', 'paid', 'active']);
    await expect(followPurchase('GLOTV-abc12345', paid, server.deps)).resolves.toEqual({ kind: 'activated' });
    expect(server.asked).toEqual([2_000, 4_000, 6_000]);
  });

  it('keeps asking when one look gets no answer', async () => {
    const server = fakeServer(['offline', 'failed']);
    await expect(followPurchase('GLOTV-abc12345', paid, server.deps)).resolves.toMatchObject({
      message: 'payment.transactionFailed',
    });
  });

  it('stops after 30 seconds of pending', async () => {
    const server = fakeServer([]);
    await expect(followPurchase('GLOTV-abc12345', paid, server.deps)).resolves.toEqual({ kind: 'pending' });
    expect(server.asked).toHaveLength(15);
    expect(server.asked.at(-1)).toBe(30_000);
  });
});
