import { randomUUID } from 'node:crypto';
import type { CreateSubscriberRequest } from '@glotv/contracts/auth';
import type { Db } from '../../db/database.ts';
import type { Subscriber } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallLog } from '../../lib/logged-calls.ts';
import { isGloNumber } from '../glo-verify/msisdn.ts';
import { destinationOf, type Identity, maskDestination, parseIdentity } from './identity.ts';
import type { OtpService } from './otp.service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { resetGrantsRepository } from './reset-grants.repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './secret-tokens.ts';
import type { SessionService } from './session.service.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { readSubscriberRecord } from './subscriber-record.ts';
import { subscribersRepository } from './subscribers.repository.ts';

export type OutgoingMessage =
  | { channel: 'sms'; to: string; text: string }
  | { channel: 'email'; to: string; subject: string; text: string };

export interface BillingChange {
  operation: 'CreateCustomer' | 'SelfcareResetPassword' | 'ChangePassword';
  subscriberId: string;
  payload: Record<string, unknown>;
}

export interface AccountsDependencies {
  db: Db;
  otp: OtpService;
  sessions: SessionService;
  hasher: PasswordHasher;
  /** Sends an OTP; the provider's call is logged to `log` (the request's) when given. */
  sendMessage(message: OutgoingMessage, log?: CallLog): Promise<void>;
  enqueueBillingChange(trx: Db, change: BillingChange): Promise<void>;
}

/** How long a verified reset OTP lets the user choose the new password. */
export const RESET_GRANT_SECONDS = 10 * 60;

const invalidCredentials = () => new AppError('invalid_credentials', 'Login failed: invalid credentials');

/** The spec's account rules: who may sign up, with which proof, and how passwords are checked and changed. */
export class AccountsService {
  constructor(private readonly deps: AccountsDependencies) {}

  /**
   * Sign-up OTP: Glo numbers by SMS (315 s countdown), everyone else by e-mail; `requester` is the client
   * address, `log` the request's logger.
   */
  async sendSignUpOtp(identity: Identity, requester: string, log?: CallLog): Promise<number> {
    if (identity.kind === 'msisdn' && !isGloNumber(identity.national)) {
      throw new AppError('validation_failed', 'Enter a valid GLO number');
    }
    return this.sendOtp(identity, 'signup', 'subscriber', requester, log);
  }

  async validateOtp(identity: Identity, purpose: 'signup' | 'reset', code: string): Promise<void> {
    await this.deps.otp.validate(destinationOf(identity), purpose, code);
  }

  /**
   * Creates the subscriber of a posted record once its number or e-mail validated a sign-up OTP; null when
   * that number or e-mail is already registered. An e-mail given beside a Glo number is kept unproven.
   */
  async register(
    input: CreateSubscriberRequest,
  ): Promise<{ subscriber_uid: string; username: string; sign_in_ticket: string } | null> {
    const record = readSubscriberRecord(input);
    const passwordHash = await this.deps.hasher.hash(input.password);

    return this.deps.db.transaction().execute(async (trx) => {
      if (await subscribersRepository.findByIdentity(trx, record.proof)) return null;
      if (!(await this.deps.otp.consumeProof(trx, destinationOf(record.proof), 'signup'))) {
        throw new AppError('otp_not_validated', 'Registration is not Complete');
      }
      const externalUid = record.row.external_uid;
      if (externalUid && (await subscribersRepository.findByExternalUid(trx, externalUid))) {
        throw new AppError('conflict', 'external_uid already belongs to another subscriber');
      }
      const created = await subscribersRepository.insert(trx, {
        ...record.row,
        email_verified_at: record.emailProven ? new Date() : null,
        uid: randomUUID(),
        password_hash: passwordHash,
      });
      if (!created) return null;
      await this.deps.enqueueBillingChange(trx, {
        operation: 'CreateCustomer',
        subscriberId: created.id,
        payload: { username: created.username },
      });
      const ticket = await this.deps.sessions.createSignInTicket(trx, created.id);
      return { subscriber_uid: created.uid, username: created.username, sign_in_ticket: ticket };
    });
  }

  /**
   * Login by g+number, number in any form, or e-mail. Unknown users cost the same time as wrong passwords. A
   * hash made with older parameters is replaced by one made with the current ones.
   */
  async checkCredentials(username: string, password: string): Promise<Subscriber> {
    const { hasher } = this.deps;
    await hasher.refuseWhenFull();
    const identity = parseIdentity(username);
    const subscriber = identity
      ? await subscribersRepository.findByIdentity(this.deps.db, identity)
      : undefined;
    if (!subscriber?.password_hash) {
      await hasher.verifyAgainstNothing(password);
      throw invalidCredentials();
    }
    if (!(await hasher.verify(password, subscriber.password_hash)) || subscriber.status !== 'Active') {
      throw invalidCredentials();
    }
    const upgraded = await hasher.upgrade(password, subscriber.password_hash);
    if (upgraded) await subscribersRepository.setPassword(this.deps.db, subscriber.id, upgraded);
    return subscriber;
  }

  /** Changes the password from a signed-in session; every other session of the subscriber ends. */
  async changePassword(
    subscriberId: string,
    currentSessionId: string,
    oldPassword: string,
    password: string,
    confirm: string,
  ): Promise<void> {
    if (password !== confirm) throw new AppError('passwords_do_not_match', 'password does not match');
    const subscriber = await subscribersRepository.findById(this.deps.db, subscriberId);
    if (
      !subscriber?.password_hash ||
      !(await this.deps.hasher.verify(oldPassword, subscriber.password_hash))
    ) {
      throw invalidCredentials();
    }
    const passwordHash = await this.deps.hasher.hash(password);
    await this.deps.db.transaction().execute(async (trx) => {
      await subscribersRepository.setPassword(trx, subscriberId, passwordHash);
      await sessionsRepository.revokeAllSessions(trx, subscriberId, 'password_changed', currentSessionId);
      await this.deps.enqueueBillingChange(trx, {
        operation: 'ChangePassword',
        subscriberId,
        payload: { username: subscriber.username },
      });
    });
    await this.deps.sessions.subscriberSessionsRevoked(subscriberId);
  }

  /** Forgot password, step 1: an OTP to the registered number or e-mail (billing-system countdown, 85 s). */
  async startPasswordReset(
    username: string,
    requester: string,
    log?: CallLog,
  ): Promise<{ resendAfter: number; sentTo: string }> {
    const identity = parseIdentity(username);
    const subscriber = identity
      ? await subscribersRepository.findByIdentity(this.deps.db, identity)
      : undefined;
    if (!identity || !subscriber) {
      throw new AppError('not_registered', 'Your number is not registered. Register now.');
    }
    const resendAfter = await this.sendOtp(identity, 'reset', 'billing', requester, log);
    return { resendAfter, sentTo: maskDestination(identity) };
  }

  /**
   * Forgot password, step 2: a valid OTP (five tries, as every OTP) is used up for a grant to set a new
   * password, bound to the subscriber, spent once, for RESET_GRANT_SECONDS. Only its hash is stored.
   */
  async verifyPasswordReset(username: string, code: string): Promise<{ grant: string; expiresIn: number }> {
    const identity = parseIdentity(username);
    const subscriber = identity
      ? await subscribersRepository.findByIdentity(this.deps.db, identity)
      : undefined;
    if (!identity || !subscriber) throw new AppError('not_registered', 'User Does Not Exists');
    await this.deps.otp.validate(destinationOf(identity), 'reset', code);
    const { token, hash } = newOpaqueToken();
    const now = new Date();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.deps.otp.consumeProof(trx, destinationOf(identity), 'reset'))) {
        throw new AppError('otp_invalid', 'Wrong OTP please redo');
      }
      await resetGrantsRepository.endUnspent(trx, subscriber.id, now);
      await resetGrantsRepository.insert(
        trx,
        subscriber.id,
        hash,
        new Date(now.getTime() + RESET_GRANT_SECONDS * 1000),
      );
    });
    return { grant: token, expiresIn: RESET_GRANT_SECONDS };
  }

  /** Forgot password, step 3: spends the grant, sets the new password and signs out every session. */
  async resetPassword(grant: string, password: string, confirm: string): Promise<void> {
    // Checked before the grant is spent, so a typing mistake does not send the user back to the OTP.
    if (password !== confirm) throw new AppError('passwords_do_not_match', 'password does not match');
    const passwordHash = await this.deps.hasher.hash(password);
    const subscriberId = await this.deps.db.transaction().execute(async (trx) => {
      const subscriberId = await resetGrantsRepository.spend(trx, hashOpaqueToken(grant), new Date());
      const subscriber = subscriberId ? await subscribersRepository.findById(trx, subscriberId) : undefined;
      if (!subscriber) throw new AppError('otp_not_validated', 'Error Please Restart Process');
      await subscribersRepository.setPassword(trx, subscriber.id, passwordHash);
      await sessionsRepository.revokeAllSessions(trx, subscriber.id, 'password_changed');
      await this.deps.enqueueBillingChange(trx, {
        operation: 'SelfcareResetPassword',
        subscriberId: subscriber.id,
        payload: { username: subscriber.username },
      });
      return subscriber.id;
    });
    await this.deps.sessions.subscriberSessionsRevoked(subscriberId);
  }

  private async sendOtp(
    identity: Identity,
    purpose: 'signup' | 'reset',
    flow: 'subscriber' | 'billing',
    requester: string,
    log: CallLog | undefined,
  ) {
    const channel = identity.kind === 'msisdn' ? 'sms' : 'email';
    const { code, resendAfterSeconds } = await this.deps.otp.issue({
      destination: destinationOf(identity),
      channel,
      purpose,
      flow,
      requester,
    });
    const text = `Your GLO-TV OTP is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
    await this.deps.sendMessage(
      channel === 'sms'
        ? { channel, to: destinationOf(identity), text }
        : { channel, to: destinationOf(identity), subject: 'Your GLO-TV OTP', text },
      log,
    );
    return resendAfterSeconds;
  }
}
