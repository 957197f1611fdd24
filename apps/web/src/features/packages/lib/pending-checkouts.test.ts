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

  it('remember where the checkout leads back to, only to pages of this app', () => {
    const store = memoryStore();
    rememberCheckoutProduct('GLOTV-abc12345', 7, store);
    const target = { play: '/moviestreampage?movieID=12', from: '/moviesdetailpage?movieID=12' };
    rememberCheckoutReturn('GLOTV-abc12345', target, store);
    expect(checkoutReturnTarget('GLOTV-abc12345', store)).toEqual(target);
    expect(checkoutReturnTarget('GLOTV-other999', store)).toBeNull();
    store.setItem(
      'glotv.checkout-return.GLOTV-other999',
      JSON.stringify({ play: '//evil.example/moviestreampage', from: '/newdashboard' }),
    );
    expect(checkoutReturnTarget('GLOTV-other999', store)).toBeNull();
    store.setItem(
      'glotv.checkout-return.GLOTV-other999',
      JSON.stringify({ play: '/episodestream?id=1', from: '//evil.example' }),
    );
    expect(checkoutReturnTarget('GLOTV-other999', store)).toEqual({
      play: '/episodestream?id=1',
      from: null,
    });
    store.setItem('glotv.checkout-return.GLOTV-other999', '{not json');
    expect(checkoutReturnTarget('GLOTV-other999', store)).toBeNull();
    forgetCheckout('GLOTV-abc12345', store);
    expect(checkoutReturnTarget('GLOTV-abc12345', store)).toBeNull();
    expect(checkoutReturnTarget('GLOTV-abc12345', null)).toBeNull();
  });
});
