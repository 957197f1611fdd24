import { describe, expect, it } from 'vitest';
import { openPurchaseIntent } from './attempt-keys.ts';

describe('purchase intent keys', () => {
  it('gives each intent one key in the form the server accepts, different per package', () => {
    const intent = openPurchaseIntent(4);
    expect(intent.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(openPurchaseIntent(5).key).not.toBe(intent.key);
  });

  it('keeps the key of an intent for every tap in it, also after the server has answered one', () => {
    const intent = openPurchaseIntent(6);
    const firstTap = intent.key;
    intent.answered();
    expect(intent.key).toBe(firstTap);
  });

  it('hands the key of an unanswered intent on to the next opening for the same package', () => {
    const lost = openPurchaseIntent(7);
    expect(openPurchaseIntent(7).key).toBe(lost.key);
  });

  it('starts a new purchase at the next opening once the server has answered', () => {
    const intent = openPurchaseIntent(8);
    intent.answered();
    expect(openPurchaseIntent(8).key).not.toBe(intent.key);
  });
});
