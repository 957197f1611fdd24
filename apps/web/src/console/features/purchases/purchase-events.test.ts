import { purchaseEventKinds } from '@glotv/contracts/console-purchases';
import { describe, expect, it } from 'vitest';
import consoleGb from '../../locales/gb.json';
import consolePt from '../../locales/pt.json';
import { eventLabelKey, eventSummary } from './purchase-events.ts';

describe("a purchase's trail in the console", () => {
  it('labels every kind of event the server writes, in English and Portuguese', () => {
    for (const kind of purchaseEventKinds) {
      expect(eventLabelKey(kind)).toBe(`purchases.events.${kind}`);
      for (const catalog of [consoleGb, consolePt]) {
        const label = (catalog.purchases.events as Record<string, string>)[kind];
        expect(label, kind).toBeTypeOf('string');
        expect(label, kind).not.toBe(kind);
      }
    }
    expect(Object.keys(consoleGb.purchases.events).sort()).toEqual([...purchaseEventKinds].sort());
  });

  it('shows a kind it does not know by its name', () => {
    expect(eventLabelKey('something_new')).toBeNull();
    expect(eventLabelKey('toString')).toBeNull();
  });

  it('says what a webhook or a reconciliation check changed, or that it changed nothing', () => {
    expect(eventSummary('webhook_received', { before: 'pending', after: 'active', changed: true })).toEqual({
      key: 'purchases.eventChanged',
      before: 'pending',
      after: 'active',
    });
    expect(
      eventSummary('reconciliation_checked', { before: 'pending', after: 'pending', changed: false }),
    ).toEqual({ key: 'purchases.eventUnchanged', status: 'pending' });
    expect(eventSummary('reconciliation_checked', { before: 'paid', error: 'connect ECONNREFUSED' })).toEqual(
      {
        key: 'purchases.eventError',
        error: 'connect ECONNREFUSED',
      },
    );
    expect(eventSummary('webhook_received', { before: 'lost', after: 'active', changed: true })).toBeNull();
  });

  it("shows the payment system's own reference of a charge or a card payment, and a failed attempt's error", () => {
    expect(eventSummary('charged', { transaction_id: 'CG00000042' })).toEqual({
      key: 'purchases.eventReference',
      reference: 'CG00000042',
    });
    expect(eventSummary('paid', { transaction_id: 7, provider_reference: 'FLW-MOCK-7' })).toEqual({
      key: 'purchases.eventReference',
      reference: 'FLW-MOCK-7',
    });
    expect(eventSummary('activation_attempt_failed', { error: 'duplicate key' })).toEqual({
      key: 'purchases.eventError',
      error: 'duplicate key',
    });
    expect(eventSummary('activated', { starts_at: '2026-11-25T00:00:00Z' })).toBeNull();
    expect(eventSummary('paid', null)).toBeNull();
  });
});
