import { randomInt, randomUUID } from 'node:crypto';

/** A card number with a valid Luhn check digit. */
function luhnNumber(prefix: string, length: number): string {
  let digits = prefix;
  while (digits.length < length - 1) digits += String(randomInt(10));
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

/** A sample virtual card as the provider's test API creates one. */
export function sampleVirtualCard(request: { amount: number; currency: string; name: string }) {
  const pan = luhnNumber('5366', 16);
  const expiry = new Date();
  expiry.setFullYear(expiry.getFullYear() + 3);
  return {
    id: randomUUID(),
    account_id: randomInt(100_000, 999_999),
    amount: request.amount,
    currency: request.currency,
    card_hash: randomUUID(),
    card_pan: pan,
    masked_pan: `${pan.slice(0, 6)}*****${pan.slice(-4)}`,
    city: 'Lagos',
    state: 'Lagos',
    address_1: '1 Marina Road',
    zip_code: '101001',
    cvv: String(randomInt(100, 1000)),
    expiration: expiry.toISOString().slice(0, 7),
    send_to: null,
    bin_check_name: null,
    card_type: 'mastercard',
    name_on_card: request.name,
    created_at: new Date().toISOString(),
    is_active: true,
  };
}
