import type { Purchase } from '@glotv/contracts/payments';
import { describe, expect, it } from 'vitest';
import { purchaseStateOf } from './purchase-display.ts';

const purchase = (change: Partial<Purchase>): Purchase => ({
  reference: 'GTV-ABCDEFGH',
  package_id: 4,
  package_title: 'Lite',
  package_plan_code: 'GLOTVLITE',
  method: 'airtime',
  price: '₦900',
  amount_kobo: 90_000,
  currency: 'NGN',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  activated_at: '2026-11-01T10:00:01.000Z',
  starts_at: '2026-11-01T10:00:01.000Z',
  ends_at: '2026-11-08T10:00:01.000Z',
  ...change,
});

describe('a purchase in the history', () => {
  it('reads as active until its window ends, then as expired', () => {
    expect(purchaseStateOf(purchase({}), new Date('2026-11-08T10:00:00.000Z'))).toBe('active');
    expect(purchaseStateOf(purchase({}), new Date('2026-11-08T10:00:01.000Z'))).toBe('expired');
  });

  it('keeps the status of a purchase that never became active', () => {
    const failed = purchase({ status: 'failed', activated_at: null, starts_at: null, ends_at: null });
    expect(purchaseStateOf(failed, new Date('2027-01-01'))).toBe('failed');
  });
});
