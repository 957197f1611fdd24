import type { CardCheckoutRequest } from '@glotv/contracts/payments';

/** The card payment form: e-mail, name and the phone digits typed after the '+234'. */
export interface CardForm {
  email: string;
  name: string;
  phone: string;
}

const cardFields = ['email', 'name', 'phone'] as const;
export type CardField = (typeof cardFields)[number];

/** The fields that still have 2 characters or fewer (spaces not counted), in the form's order. */
export function missingCardFields(form: CardForm): CardField[] {
  return cardFields.filter((field) => form[field].trim().length <= 2);
}

/** Continue appears only when the e-mail, the name and the phone each have more than 2 characters. */
export function isCardFormComplete(form: CardForm): boolean {
  return missingCardFields(form).length === 0;
}

// The checkout refuses what is plainly not an address; the card provider checks the rest.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isCardEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** The phone field keeps digits only (the '+234' is shown before it). */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 15);
}

/** The national number: without a repeated 234 country code or the leading 0 of the national form. */
function nationalNumber(digits: string): string {
  const withoutCountry = digits.length > 10 && digits.startsWith('234') ? digits.slice(3) : digits;
  return withoutCountry.replace(/^0+/, '');
}

/** The checkout's customer, trimmed, with the phone in +234 form. */
export function cardCustomer(form: CardForm): CardCheckoutRequest['customer'] {
  return {
    email: form.email.trim(),
    name: form.name.trim(),
    phone_number: `+234${nationalNumber(sanitizePhoneInput(form.phone))}`,
  };
}
