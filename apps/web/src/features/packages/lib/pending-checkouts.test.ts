import { describe, expect, it } from 'vitest';
import {
  checkoutProduct,
  checkoutReturnTarget,
  forgetCheckout,
  rememberCheckoutProduct,
  rememberCheckoutReturn,
} from './pending-checkouts.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('checkouts waiting for the return', () => {
  it('remember the package of a checkout by its reference until forgotten', () => {
    const store = memoryStore();
    rememberCheckoutProduct('GLOTV-abc12345', 7, store);
    expect(checkoutProduct('GLOTV-abc12345', store)).toBe(7);
    expect(checkoutProduct('GLOTV-other999', store)).toBeNull();
    forgetCheckout('GLOTV-abc12345', store);
    expect(checkoutProduct('GLOTV-abc12345', store)).toBeNull();
  });

  it('know no package when storage is unavailable or holds something else', () => {
    expect(checkoutProduct('GLOTV-abc12345', null)).toBeNull();
    const store = memoryStore();
    store.setItem('glotv.checkout.GLOTV-abc12345', 'seven');
    expect(checkoutProduct('GLOTV-abc12345', store)).toBeNull();
  });

  it('remember the player to open after the checkout, only when it is a player of this app', () => {
    const store = memoryStore();
    rememberCheckoutProduct('GLOTV-abc12345', 7, store);
    rememberCheckoutReturn('GLOTV-abc12345', '/moviestreampage?movieID=12', store);
    expect(checkoutReturnTarget('GLOTV-abc12345', store)).toBe('/moviestreampage?movieID=12');
    expect(checkoutReturnTarget('GLOTV-other999', store)).toBeNull();
    store.setItem('glotv.checkout-return.GLOTV-other999', '//evil.example/moviestreampage');
    expect(checkoutReturnTarget('GLOTV-other999', store)).toBeNull();
    forgetCheckout('GLOTV-abc12345', store);
    expect(checkoutReturnTarget('GLOTV-abc12345', store)).toBeNull();
    expect(checkoutReturnTarget('GLOTV-abc12345', null)).toBeNull();
  });
});
