import { cardCheckoutRequestSchema } from '@glotv/contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  cardCustomer,
  isCardEmail,
  isCardFormComplete,
  missingCardFields,
  sanitizePhoneInput,
} from './card-form.ts';

const complete = { email: 'ada@example.com', name: 'Ada Obi', phone: '8051234567' };

describe('card payment form', () => {
  it('offers Continue once the e-mail, name and phone each have more than 2 characters', () => {
    expect(isCardFormComplete(complete)).toBe(true);
    expect(isCardFormComplete({ email: 'a@b', name: 'Ada', phone: '805' })).toBe(true);
  });

  it('hides Continue while any field has 2 characters or fewer, spaces not counted', () => {
    expect(isCardFormComplete({ ...complete, email: 'ab' })).toBe(false);
    expect(isCardFormComplete({ ...complete, name: 'Jo' })).toBe(false);
    expect(isCardFormComplete({ ...complete, phone: '80' })).toBe(false);
    expect(isCardFormComplete({ ...complete, name: '  J  ' })).toBe(false);
  });

  it('names the fields still missing, in the order of the form', () => {
    expect(missingCardFields(complete)).toEqual([]);
    expect(missingCardFields({ email: '', name: '', phone: '' })).toEqual(['email', 'name', 'phone']);
    expect(missingCardFields({ ...complete, name: ' Jo ', phone: '80' })).toEqual(['name', 'phone']);
  });

  it('accepts only something shaped like an e-mail address', () => {
    expect(isCardEmail(' ada@example.com ')).toBe(true);
    expect(isCardEmail('ada@example')).toBe(false);
    expect(isCardEmail('ada example.com')).toBe(false);
  });

  it('keeps the digits of the phone only', () => {
    expect(sanitizePhoneInput('805 123-4567')).toBe('8051234567');
    expect(sanitizePhoneInput('+2348051234567')).toBe('2348051234567');
  });

  it('sends the phone in +234 form, whichever way it was typed', () => {
    for (const phone of ['8051234567', '08051234567', '2348051234567', '805 123 4567']) {
      expect(cardCustomer({ ...complete, phone }).phone_number).toBe('+2348051234567');
    }
  });

  it('makes a customer the checkout contract accepts', () => {
    const request = {
      subscriber_uid: '42',
      product_id: 6,
      idempotency_key: 'a1b2c3d4e5f6',
      customer: cardCustomer({ email: ' ada@example.com', name: ' Ada Obi ', phone: '0805 123 4567' }),
    };
    expect(cardCheckoutRequestSchema.safeParse(request).success).toBe(true);
    expect(request.customer).toEqual({
      email: 'ada@example.com',
      name: 'Ada Obi',
      phone_number: '+2348051234567',
    });
  });
});
