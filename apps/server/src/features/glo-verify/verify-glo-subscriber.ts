import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { type GloVerifyAdapter, GloVerifyUnavailableError } from './glo-verify.adapter.ts';
import { gloUsername, normaliseNigerianNumber } from './msisdn.ts';

export interface GloVerification {
  valid: boolean;
  username: string;
}

const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `usr` is a Glo subscriber, as the operator's system says. The client asks this for users
 * whose name is not numeric, e-mail users included, to choose between the Data Bundle and the Access
 * Pack prompt; an e-mail user is never a Glo subscriber, so the operator is not asked about one.
 */
export async function verifyGloSubscriber(
  usr: string,
  adapter: GloVerifyAdapter,
  log: FastifyBaseLogger,
): Promise<GloVerification> {
  const given = usr.trim();
  const number = normaliseNigerianNumber(given);
  if (!number) {
    if (emailAddress.test(given)) return { valid: false, username: given };
    throw new AppError(
      'validation_failed',
      'usr must be a Nigerian mobile number (for example 08051234567) or an e-mail address.',
    );
  }
  try {
    const valid = await adapter.isActiveGloSubscriber(number);
    return { valid, username: valid ? gloUsername(number.national10) : number.national10 };
  } catch (error) {
    if (!(error instanceof GloVerifyUnavailableError)) throw error;
    log.warn({ err: error }, 'Glo subscriber verification unavailable');
    throw new AppError(
      'not_ready',
      'Glo subscriber verification is unavailable right now. Please try again shortly.',
    );
  }
}
