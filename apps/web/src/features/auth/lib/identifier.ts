import { isEmail } from './validation.ts';

/** What the sign-in and reset forms accept in their one "mobile number or e-mail" field. */
export type Identifier =
  | { kind: 'msisdn'; national: string }
  | { kind: 'email'; email: string }
  | { kind: 'empty' }
  | { kind: 'badNumber' }
  | { kind: 'badEmail' };

const looksLikeEmail = /[@a-z]/i;

/** A Nigerian number in any usual form (8051234567, 08051234567, 2348051234567, +234 805 123 4567) → its ten national digits. */
export function nationalNumber(input: string): string | null {
  const match = /^(?:\+?234|0)?([1-9]\d{9})$/.exec(input.replace(/[\s()-]/g, ''));
  return match?.[1] ?? null;
}

export function parseIdentifier(input: string): Identifier {
  const value = input.trim();
  if (value === '') return { kind: 'empty' };
  if (looksLikeEmail.test(value))
    return isEmail(value) ? { kind: 'email', email: value } : { kind: 'badEmail' };
  const national = nationalNumber(value);
  return national ? { kind: 'msisdn', national } : { kind: 'badNumber' };
}

/** The login username: 'g' + the national number for operator subscribers, else the e-mail. */
export function usernameOf(
  identifier: { kind: 'msisdn'; national: string } | { kind: 'email'; email: string },
): string {
  return identifier.kind === 'msisdn' ? `g${identifier.national}` : identifier.email;
}

/** The sign-in mobile field takes digits only; once a letter or '@' is typed it is an e-mail. */
export function sanitizeSignInInput(value: string): string {
  return looksLikeEmail.test(value) ? value : value.replace(/\D/g, '');
}

/** The OTP destination for a Glo number, in the international form the SMS gateway uses. */
export function internationalNumber(national: string): string {
  return `+234${national}`;
}

/** The number an OTP went to, with the middle hidden: '8051234567' → '+234 805 *** **67'. */
export function maskedNumber(national: string): string {
  return `+234 ${national.slice(0, 3)} *** **${national.slice(-2)}`;
}
