import { describe, expect, it } from 'vitest';
import { purchaseAttempts } from './attempt-keys.ts';

describe('purchase attempt keys', () => {
  it('keeps the key of an attempt the server has not answered, in the form the server accepts', () => {
    const key = purchaseAttempts.keyFor(4);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(purchaseAttempts.keyFor(4)).toBe(key);
    expect(purchaseAttempts.keyFor(5)).not.toBe(key);
  });

  it('starts a new purchase once the server has answered', () => {
    const key = purchaseAttempts.keyFor(6);
    purchaseAttempts.settle(6);
    expect(purchaseAttempts.keyFor(6)).not.toBe(key);
  });
});
