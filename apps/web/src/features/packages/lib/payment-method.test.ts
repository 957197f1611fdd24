import { describe, expect, it } from 'vitest';
import { paymentMethodFor } from './payment-method.ts';

describe('how a subscriber pays', () => {
  it('a Glo subscriber pays from airtime', () => {
    expect(paymentMethodFor({ is_glo_user: true })).toBe('airtime');
  });

  it('anyone else pays by card', () => {
    expect(paymentMethodFor({ is_glo_user: false })).toBe('card');
  });
});
