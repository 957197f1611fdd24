import type { CreateSubscriberRequest } from '@glotv/contracts/auth';
import { AppError } from '../../errors/app-error.ts';
import { gloUsername, isGloNumber, normaliseNigerianNumber } from '../glo-verify/msisdn.ts';
import { type Identity, parseIdentity } from './identity.ts';

export type Gender = 'male' | 'female' | 'other';

/** What a new subscriber's record becomes: who proves it with an OTP, and the row to store. */
export interface NewSubscriberRecord {
  /**
   * The number (Glo subscribers) or e-mail (everyone else) that must have validated a sign-up OTP: the one
   * identity the subscriber signs in and resets with, so if it is taken the subscriber already exists.
   */
  proof: Identity;
  /** Whether `row.email` is the proven one; a Glo subscriber's e-mail is contact data until proven. */
  emailProven: boolean;
  row: {
    kind: 'glo' | 'email';
    username: string;
    msisdn: string | null;
    email: string | null;
    first_name: string;
    last_name: string;
    other_names: string | null;
    gender: Gender | null;
    date_of_birth: string | null;
    phone_number: string | null;
    phone_number2: string | null;
    address: string | null;
    location: string | null;
    country: string;
    external_uid: string | null;
    type: 'PREPAID' | 'POSTPAID';
  };
}

const genders: Record<string, Gender> = {
  m: 'male',
  male: 'male',
  man: 'male',
  f: 'female',
  female: 'female',
  woman: 'female',
  o: 'other',
  other: 'other',
};

/** Free-text gender as the operator's apps send it ('Male', 'm', 'FEMALE'…); null when not recognised. */
export function readGender(text: string | undefined): Gender | null {
  return (text && genders[text.trim().toLowerCase()]) || null;
}

const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const yearLast = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A date of birth as the operator's apps write it: 1990-05-01, 1990-05-01T00:00:00Z (the calendar date as
 * written, whatever the offset), 1990/05/01, or day first as Nigeria writes it, 01/05/1990 (month first only
 * when the day-first reading is impossible, 05/13/1990). Answers YYYY-MM-DD, or null when the text is not a
 * real date between 1900 and today.
 */
export function readDateOfBirth(text: string | undefined, today = new Date()): string | null {
  const value = text?.trim() ?? '';
  let parts: [number, number, number] | null = null;
  const isoLike = yearFirst.exec(value);
  const dayFirst = yearLast.exec(value);
  if (isoLike) {
    parts = [Number(isoLike[1]), Number(isoLike[2]), Number(isoLike[3])];
  } else if (dayFirst) {
    const [first, second, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
    parts = second > 12 && first <= 12 ? [year, first, second] : [year, second, first];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

/** A second number: a Nigerian one in its international form, any other with only its digits and `+`. */
export function readPhoneNumber2(text: string | undefined): string | null {
  if (!text) return null;
  return normaliseNigerianNumber(text)?.e164 ?? text.replace(/[^0-9+]/g, '');
}

/**
 * Reads the posted subscriber record. A Glo number makes an operator subscriber (username g+number, default
 * names GLO/TV); otherwise the e-mail makes a subscriber named by the address (CRM/Test), who may give any
 * Nigerian number as a contact. A given username must be the one so implied.
 */
export function readSubscriberRecord(input: CreateSubscriberRequest): NewSubscriberRecord {
  const phone = input.phone_number ? parseIdentity(input.phone_number) : null;
  const email = input.email ? parseIdentity(input.email) : null;
  if (input.phone_number && phone?.kind !== 'msisdn') {
    throw new AppError('validation_failed', 'Enter a valid GLO number');
  }
  if (input.email && email?.kind !== 'email') throw new AppError('validation_failed', 'Enter your e-mail ');
  const glo = phone?.kind === 'msisdn' && isGloNumber(phone.national) ? phone : null;
  if (phone && !glo && !email) throw new AppError('validation_failed', 'Enter a valid GLO number');
  const emailAddress = email?.kind === 'email' ? email.email : null;

  const username = glo ? gloUsername(glo.national) : (emailAddress as string);
  if (input.username && input.username.toLowerCase() !== username) {
    throw new AppError(
      'validation_failed',
      `username must be ${username}, the username ${glo ? 'the number' : 'the e-mail'} implies`,
    );
  }
  const proof = (glo ?? email) as Identity;
  return {
    proof,
    emailProven: proof.kind === 'email',
    row: {
      kind: glo ? 'glo' : 'email',
      username,
      msisdn: glo ? glo.e164 : null,
      email: emailAddress,
      first_name: input.first_name ?? (glo ? 'GLO' : 'CRM'),
      last_name: input.last_name ?? (glo ? 'TV' : 'Test'),
      other_names: input.other_names ?? null,
      gender: readGender(input.gender),
      date_of_birth: readDateOfBirth(input.date_of_birth),
      phone_number: phone?.kind === 'msisdn' ? phone.e164 : null,
      phone_number2: readPhoneNumber2(input.phone_number2),
      address: input.address ?? null,
      location: input.location ?? null,
      country: input.country ?? 'Nigeria',
      external_uid: input.external_uid ?? null,
      type: input.type ?? 'PREPAID',
    },
  };
}
