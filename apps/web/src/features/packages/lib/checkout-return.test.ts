import { checkoutReturnSchema } from '@glotv/contracts/payments';
import { describe, expect, it } from 'vitest';
import { hasCheckoutReturn, parseCheckoutReturn, withoutCheckoutReturn } from './checkout-return.ts';

const query = (text: string) => new URLSearchParams(text);

describe('return from the card checkout', () => {
  it('reads a successful payment with its reference and transaction', () => {
    expect(
      parseCheckoutReturn(query('status=successful&tx_ref=GLOTV-abc12345&transaction_id=987654')),
    ).toEqual({
      status: 'successful',
      tx_ref: 'GLOTV-abc12345',
      transaction_id: '987654',
    });
  });

  it('reads a cancelled checkout, which has no transaction', () => {
    expect(parseCheckoutReturn(query('status=cancelled&tx_ref=GLOTV-abc12345'))).toEqual({
      status: 'cancelled',
      tx_ref: 'GLOTV-abc12345',
    });
  });

  it('refuses an unknown status, a malformed reference or transaction id', () => {
    expect(parseCheckoutReturn(query('status=pending&tx_ref=GLOTV-abc12345'))).toBeNull();
    expect(parseCheckoutReturn(query('status=successful&tx_ref=short'))).toBeNull();
    expect(
      parseCheckoutReturn(query('status=successful&tx_ref=GLOTV-abc12345&transaction_id=12a')),
    ).toBeNull();
    expect(parseCheckoutReturn(query('tx_ref=GLOTV-abc12345'))).toBeNull();
  });

  it("answers exactly as the contract's checkoutReturnSchema does", () => {
    const cases = [
      'status=successful&tx_ref=GLOTV-abc12345&transaction_id=987654',
      'status=completed&tx_ref=abcdefgh',
      'status=failed&tx_ref=GLOTV_abc-12345&transaction_id=1',
      'status=cancelled&tx_ref=GLOTV-abc12345&transaction_id=',
      'status=cancelled&tx_ref=GLOTV-abc12345&extra=1',
      'status=Successful&tx_ref=GLOTV-abc12345',
      'status=successful&tx_ref=GLOTV abc12345',
      `status=successful&tx_ref=${'a'.repeat(65)}`,
      `status=successful&tx_ref=GLOTV-abc12345&transaction_id=${'1'.repeat(20)}`,
      'status=successful',
      '',
    ];
    for (const text of cases) {
      const parsed = checkoutReturnSchema.safeParse(Object.fromEntries(query(text)));
      expect(parseCheckoutReturn(query(text)), text).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('is recognised by its status and reference, and removed from the address with its transaction id', () => {
    const params = query('status=successful&tx_ref=GLOTV-abc12345&transaction_id=9&lang=pt');
    expect(hasCheckoutReturn(params)).toBe(true);
    expect(hasCheckoutReturn(query('lang=pt'))).toBe(false);
    expect(withoutCheckoutReturn(params).toString()).toBe('lang=pt');
    expect(params.has('tx_ref')).toBe(true);
  });
});
