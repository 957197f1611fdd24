import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_COUNTDOWN } from '@glotv/contracts/auth';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { type OtpPurpose, otpRepository } from './otp.repository.ts';

/**
 * OTP rules: hashed, 10-minute life, 5 wrong tries, server-side resend countdowns. Budgets count per purpose:
 * 5 codes an hour for one requester (client address) and destination, 10 an hour for the destination from
 * everyone, so a stranger uses up only their own share and never another purpose's.
 */
export const OTP_RULES = {
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
  perRequesterPerHour: 5,
  perDestinationPerHour: 10,
  proofValidForMs: 10 * 60_000,
} as const;

export type OtpFlow = 'subscriber' | 'billing';

export interface OtpRequest {
  destination: string;
  channel: 'sms' | 'email';
  purpose: OtpPurpose;
  flow: OtpFlow;
  /** Who asks: the client address as the server resolves it (through trusted proxies). */
  requester: string;
}

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Issues a new code, or refuses while the countdown the client shows is still running. The code is
   * returned only to be sent; only its keyed hash is stored.
   */
  async issue(request: OtpRequest): Promise<{ code: string; resendAfterSeconds: number }> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock();
      await otpRepository.lockDestination(trx, request.destination);
      const open = await otpRepository.latestOpenFor(
        trx,
        request.destination,
        request.purpose,
        request.requester,
      );
      if (open && open.validated_at === null && new Date(open.next_resend_at) > now) {
        const wait = Math.ceil((new Date(open.next_resend_at).getTime() - now.getTime()) / 1000);
        throw new AppError(
          'otp_resend_too_soon',
          `Please wait ${wait} seconds before asking for a new OTP.`,
          {
            'retry-after': String(wait),
          },
        );
      }
      const sentLastHour = await otpRepository.countSentSince(
        trx,
        request.destination,
        request.purpose,
        request.requester,
        new Date(now.getTime() - 3_600_000),
      );
      if (
        sentLastHour.byRequester >= OTP_RULES.perRequesterPerHour ||
        sentLastHour.total >= OTP_RULES.perDestinationPerHour
      ) {
        throw new AppError('otp_limit_reached', 'Too many OTP requests. Please try again in an hour.');
      }
      const isResend = open !== undefined && open.validated_at === null;
      const countdown = isResend ? OTP_COUNTDOWN.afterResend : OTP_COUNTDOWN[request.flow];
      await otpRepository.supersede(trx, request.destination, request.purpose, request.requester, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const challenge = await otpRepository.insert(trx, {
        destination: request.destination,
        channel: request.channel,
        purpose: request.purpose,
        flow: request.flow,
        requester: request.requester,
        code_hash: 'pending',
        max_attempts: OTP_RULES.maxAttempts,
        sends: isResend ? open.sends + 1 : 1,
        expires_at: new Date(now.getTime() + OTP_RULES.lifetimeMs),
        next_resend_at: new Date(now.getTime() + countdown * 1000),
        created_at: now,
      });
      await trx
        .updateTable('otp_challenges')
        .set({ code_hash: this.hash(challenge.id, code) })
        .where('id', '=', challenge.id)
        .execute();
      return { code, resendAfterSeconds: countdown };
    });
  }

  /**
   * Checks a code against every open code for the destination and purpose (whoever asked for it: the person
   * may validate from another address). A wrong guess counts against all of them; after five, even the right
   * code is refused.
   */
  async validate(destination: string, purpose: OtpPurpose, code: string): Promise<void> {
    // The outcome is decided inside the transaction but thrown after it commits, so a wrong guess is counted.
    const outcome = await this.db.transaction().execute(async (trx) => {
      const now = this.clock();
      await otpRepository.lockDestination(trx, destination);
      const open = await otpRepository.openChallenges(
        trx,
        destination,
        purpose,
        new Date(now.getTime() - 3_600_000),
      );
      const newest = open[0];
      if (!newest) return 'invalid' as const;
      const live = open.filter(
        (challenge) => challenge.attempts < challenge.max_attempts && new Date(challenge.expires_at) > now,
      );
      if (live.length === 0) {
        return newest.attempts >= newest.max_attempts ? ('attempts_exceeded' as const) : ('expired' as const);
      }
      const match = live.find((challenge) => this.matches(challenge.id, code, challenge.code_hash));
      if (!match) {
        await otpRepository.recordWrongGuess(
          trx,
          live.map((challenge) => challenge.id),
        );
        return 'invalid' as const;
      }
      await otpRepository.markValidated(trx, match.id, now);
      return 'valid' as const;
    });
    if (outcome === 'invalid') throw new AppError('otp_invalid', 'The OTP you entered is invalid');
    if (outcome === 'expired') throw new AppError('otp_expired', 'The OTP you entered has expired');
    if (outcome === 'attempts_exceeded')
      throw new AppError('otp_attempts_exceeded', 'Please enter a valid OTP');
  }

  /** Uses up a recent validation (inside the caller's transaction), so one OTP proves one action. */
  async consumeProof(trx: Db, destination: string, purpose: OtpPurpose): Promise<boolean> {
    const now = this.clock();
    const proof = await otpRepository.findValidatedSince(
      trx,
      destination,
      purpose,
      new Date(now.getTime() - OTP_RULES.proofValidForMs),
    );
    return proof ? otpRepository.consume(trx, proof.id, now) : false;
  }

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${challengeId}:${code}`).digest('base64url');
  }

  private matches(challengeId: string, code: string, stored: string): boolean {
    const expected = Buffer.from(stored);
    const actual = Buffer.from(this.hash(challengeId, code));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
