import { normaliseNigerianNumber } from '../glo-verify/msisdn.ts';

export type Identity = { kind: 'msisdn'; e164: string; national: string } | { kind: 'email'; email: string };

/**
 * What a subscriber typed to identify themselves: a number in any usual form (8051234567, 08051234567,
 * 2348051234567, +2348051234567), the Glo username g8051234567, or an e-mail address.
 */
export function parseIdentity(input: string): Identity | null {
  const value = input.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { kind: 'email', email } : null;
  }
  const number = normaliseNigerianNumber(/^g[0-9]{10}$/i.test(value) ? value.slice(1) : value);
  return number ? { kind: 'msisdn', e164: number.e164, national: number.national10 } : null;
}

export function destinationOf(identity: Identity): string {
  return identity.kind === 'msisdn' ? identity.e164 : identity.email;
}

/** Masks a destination for display: +234805****567, ad***@example.com. */
export function maskDestination(identity: Identity): string {
  if (identity.kind === 'msisdn') return `${identity.e164.slice(0, 7)}****${identity.e164.slice(-3)}`;
  const [local = '', domain = ''] = identity.email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
