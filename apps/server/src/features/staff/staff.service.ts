import type { StaffMember, StaffRole } from '@glotv/contracts/console-staff';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallLog } from '../../lib/logged-calls.ts';
import type { PasswordHasher } from '../accounts/password-hasher.ts';
import { hashOpaqueToken, newOpaqueToken } from '../accounts/secret-tokens.ts';
import type { Messaging } from '../messaging/messaging.service.ts';
import { type AuditActor, recordAudit } from './audit-log.ts';
import { staffRepository } from './staff.repository.ts';
import { matchingStep, newTotpSecret, otpauthUri, qrSvgDataUrl, type TotpSecretBox } from './totp.ts';

export const SETUP_LINK_HOURS = 48;
export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_ATTEMPTS = 5;
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;

export interface StaffServiceDependencies {
  db: Db;
  box: TotpSecretBox;
  publicBaseUrl: string;
  hasher: PasswordHasher;
  messaging?: Messaging | undefined;
  log?: FastifyBaseLogger | undefined;
  clock?: () => Date;
}

export interface SetupLink {
  staff: StaffMember;
  setupUrl: string;
  expiresAt: Date;
}

const signInFailed = () =>
  new AppError('invalid_credentials', 'Sign-in failed: wrong e-mail address or password.');

/** Staff accounts: set-up links, the two sign-in steps with lockout, and an admin's changes. */
export class StaffService {
  private readonly db: Db;
  private readonly clock: () => Date;

  constructor(private readonly deps: StaffServiceDependencies) {
    this.db = deps.db;
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Step one: e-mail and password. Answers a single-use challenge for the code from the authenticator. */
  async checkPassword(email: string, password: string): Promise<{ challenge: string; expiresIn: number }> {
    const now = this.clock();
    const member = await staffRepository.findByEmail(this.db, email);
    if (member?.status !== 'active' || !member.password_hash) {
      await this.deps.hasher.verifyAgainstNothing(password);
      throw signInFailed();
    }
    this.refuseWhileLocked(member.locked_until, now);
    if (!(await this.deps.hasher.verify(password, member.password_hash))) {
      await this.countFailure(member.id, now);
      throw signInFailed();
    }
    const upgraded = await this.deps.hasher.upgrade(password, member.password_hash);
    if (upgraded) await staffRepository.update(this.db, member.id, { password_hash: upgraded });
    const { token, hash } = newOpaqueToken();
    await staffRepository.insertChallenge(
      this.db,
      member.id,
      hash,
      new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    );
    return { challenge: token, expiresIn: CHALLENGE_SECONDS };
  }

  /** Step two: the code. Answers the member's id; the caller starts the session. */
  async checkCode(challenge: string, code: string): Promise<string> {
    const now = this.clock();
    const attempt = await staffRepository.attemptChallenge(
      this.db,
      hashOpaqueToken(challenge),
      now,
      CHALLENGE_ATTEMPTS,
    );
    if (!attempt) {
      throw new AppError(
        'session_expired',
        'This sign-in has expired or had too many wrong codes. Please sign in again.',
      );
    }
    const member = await staffRepository.findById(this.db, attempt.staff_id);
    if (member?.status !== 'active' || !member.totp_secret_enc) throw signInFailed();
    this.refuseWhileLocked(member.locked_until, now);
    const step = matchingStep(this.secretOf(member.totp_secret_enc), code, now);
    if (step === null) {
      await this.countFailure(member.id, now);
      throw new AppError('otp_invalid', 'Wrong code. Check your authenticator app and try again.');
    }
    if (!(await staffRepository.takeTotpStep(this.db, member.id, step))) {
      throw new AppError('otp_invalid', 'This code was used already. Wait for the next one.');
    }
    await staffRepository.spendChallenge(this.db, attempt.id, now);
    await staffRepository.update(this.db, member.id, { failed_sign_ins: 0, locked_until: null });
    return member.id;
  }

  /** A new member with a set-up link; only an admin (or the command line, for the first admin) makes one. */
  async invite(actor: AuditActor, email: string, role: StaffRole): Promise<SetupLink> {
    const now = this.clock();
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
    const id = await this.db.transaction().execute(async (trx) => {
      if (await staffRepository.findByEmail(trx, email)) {
        throw new AppError('conflict', 'A member of staff already has this e-mail address.');
      }
      const staffId = await staffRepository.insert(trx, {
        email,
        role,
        status: 'invited',
        totp_secret_enc: this.deps.box.seal(newTotpSecret()),
        created_by: actor.id,
      });
      await staffRepository.insertSetupToken(trx, {
        staff_id: staffId,
        token_hash: token.hash,
        expires_at: expiresAt,
        created_by: actor.id,
      });
      await recordAudit(trx, {
        staff: actor,
        action: 'staff.invite',
        target_kind: 'staff',
        target_id: staffId,
        after: { email, role, status: 'invited' },
      });
      return staffId;
    });
    return { staff: await this.member(id), setupUrl: this.setupUrl(token.token), expiresAt };
  }

  /**
   * A fresh set-up link for a member (a lost phone, an expired invite): their password and second factor are
   * cleared, their sessions end and earlier links stop working.
   */
  async resetLink(actor: AuditActor, staffId: string): Promise<SetupLink> {
    const now = this.clock();
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
    await this.db.transaction().execute(async (trx) => {
      const before = await staffRepository.findById(trx, staffId);
      if (!before) throw new AppError('not_found', 'No such member of staff.');
      if (before.status === 'disabled') {
        throw new AppError('conflict', 'This member of staff is disabled. Enable them first.');
      }
      if (actor.id === staffId) throw new AppError('conflict', 'You cannot reset your own sign-in.');
      await staffRepository.update(trx, staffId, {
        status: 'invited',
        password_hash: null,
        totp_secret_enc: this.deps.box.seal(newTotpSecret()),
        totp_last_step: 0,
        failed_sign_ins: 0,
        locked_until: null,
      });
      await staffRepository.revokeAllSessions(trx, staffId, 'reset');
      await staffRepository.retireSetupTokens(trx, staffId, now);
      await staffRepository.insertSetupToken(trx, {
        staff_id: staffId,
        token_hash: token.hash,
        expires_at: expiresAt,
        created_by: actor.id,
      });
      await recordAudit(trx, {
        staff: actor,
        action: 'staff.reset_sign_in',
        target_kind: 'staff',
        target_id: staffId,
        before: { status: before.status },
        after: { status: 'invited' },
      });
    });
    return { staff: await this.member(staffId), setupUrl: this.setupUrl(token.token), expiresAt };
  }

  /** Sends a set-up link by e-mail; false (and logged, to the request's `log` when given) when refused. */
  async emailSetupLink(link: SetupLink, log: CallLog | undefined = this.deps.log): Promise<boolean> {
    if (!this.deps.messaging) return false;
    try {
      await this.deps.messaging.send(
        {
          channel: 'email',
          to: link.staff.email,
          subject: 'Your GLO-TV console account',
          text: [
            `You have been given a ${link.staff.role} account on the GLO-TV console.`,
            `Open this link to choose your password and set up your authenticator app: ${link.setupUrl}`,
            `The link works once, until ${link.expiresAt.toUTCString()}.`,
          ].join('\n\n'),
        },
        log,
      );
      return true;
    } catch (error) {
      log?.warn({ err: error }, 'set-up link e-mail not sent');
      return false;
    }
  }

  /** What the set-up page shows for a live link. */
  async inspectSetup(token: string) {
    const { link, member } = await this.liveSetup(token);
    const secret = this.secretOf(member.totp_secret_enc!);
    const uri = otpauthUri(member.email, secret);
    return {
      email: member.email,
      role: member.role,
      otpauth_uri: uri,
      secret,
      qr_svg_data_url: qrSvgDataUrl(uri),
      expires_at: new Date(link.expires_at).toISOString(),
    };
  }

  /** Sets the password, proves the authenticator with one code, and activates the member. */
  async completeSetup(token: string, password: string, code: string): Promise<string> {
    const now = this.clock();
    const { link, member } = await this.liveSetup(token);
    const step = matchingStep(this.secretOf(member.totp_secret_enc!), code, now);
    if (step === null) {
      throw new AppError('otp_invalid', 'Wrong code. Check your authenticator app and try again.');
    }
    const passwordHash = await this.deps.hasher.hash(password);
    await this.db.transaction().execute(async (trx) => {
      if (!(await staffRepository.spendSetupToken(trx, link.id, now))) throw setupLinkDead();
      await staffRepository.update(trx, member.id, {
        status: 'active',
        password_hash: passwordHash,
        totp_last_step: step,
        failed_sign_ins: 0,
        locked_until: null,
      });
      await recordAudit(trx, {
        staff: { id: member.id, email: member.email, role: member.role },
        action: 'staff.complete_setup',
        target_kind: 'staff',
        target_id: member.id,
        before: { status: member.status },
        after: { status: 'active' },
      });
    });
    return member.id;
  }

  list(): Promise<StaffMember[]> {
    return staffRepository.list(this.db).then((rows) => rows.map(toMember));
  }

  /** An admin changes a member's role or status; disabling ends their sessions at once. */
  async update(
    actor: AuditActor,
    staffId: string,
    changes: { role?: StaffRole | undefined; status?: 'active' | 'disabled' | undefined },
  ): Promise<StaffMember> {
    if (actor.id === staffId) {
      throw new AppError('conflict', 'You cannot change your own role or status. Ask another admin.');
    }
    await this.db.transaction().execute(async (trx) => {
      const before = await staffRepository.findById(trx, staffId);
      if (!before) throw new AppError('not_found', 'No such member of staff.');
      const next: { role?: StaffRole; status?: 'active' | 'disabled' } = {};
      if (changes.role !== undefined && changes.role !== before.role) next.role = changes.role;
      if (changes.status !== undefined && changes.status !== before.status) {
        if (changes.status === 'active' && before.status === 'invited') {
          throw new AppError('conflict', 'An invited member becomes active by completing their set-up link.');
        }
        next.status = changes.status;
      }
      if (Object.keys(next).length === 0) return;
      await staffRepository.update(trx, staffId, next);
      if (next.status === 'disabled') {
        await staffRepository.revokeAllSessions(trx, staffId, 'disabled');
        await staffRepository.retireSetupTokens(trx, staffId, this.clock());
      }
      await recordAudit(trx, {
        staff: actor,
        action: 'staff.update',
        target_kind: 'staff',
        target_id: staffId,
        before: Object.fromEntries(Object.keys(next).map((key) => [key, before[key as keyof typeof next]])),
        after: next,
      });
    });
    return this.member(staffId);
  }

  async member(id: string): Promise<StaffMember> {
    const row = await staffRepository.findMember(this.db, id);
    if (!row) throw new AppError('not_found', 'No such member of staff.');
    return toMember(row);
  }

  private setupUrl(token: string): string {
    // The token rides in the fragment: browsers never send it to a server, so no log or proxy sees it.
    return new URL(`/console/setup#token=${token}`, this.deps.publicBaseUrl).href;
  }

  private async liveSetup(token: string) {
    const link = await staffRepository.findSetupToken(this.db, hashOpaqueToken(token), this.clock());
    if (!link) throw setupLinkDead();
    const member = await staffRepository.findById(this.db, link.staff_id);
    if (member?.status !== 'invited' || !member.totp_secret_enc) throw setupLinkDead();
    return { link, member };
  }

  /**
   * The stored TOTP secret, readable only under the signing secret it was sealed with: after that secret changed
   * the member needs a new set-up link, and is told so instead of meeting a server error.
   */
  private secretOf(sealed: string): string {
    try {
      return this.deps.box.open(sealed);
    } catch {
      throw new AppError(
        'conflict',
        "This account needs a new set-up link (the server's keys changed). Ask an admin for one.",
      );
    }
  }

  private refuseWhileLocked(lockedUntil: Date | null, now: Date): void {
    if (lockedUntil && new Date(lockedUntil) > now) {
      const minutes = Math.max(1, Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 60_000));
      throw new AppError(
        'rate_limited',
        `Too many failed sign-ins: this account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  private async countFailure(staffId: string, now: Date): Promise<void> {
    const after = await staffRepository.countFailure(
      this.db,
      staffId,
      LOCKOUT_FAILURES,
      new Date(now.getTime() + LOCKOUT_MINUTES * 60_000),
    );
    if (after?.locked_until && new Date(after.locked_until) > now) {
      this.refuseWhileLocked(after.locked_until, now);
    }
  }
}

function setupLinkDead(): AppError {
  return new AppError(
    'not_found',
    'This set-up link has expired or was used already. Ask an admin for a new one.',
  );
}

function toMember(row: {
  id: string;
  email: string;
  role: StaffRole;
  status: 'invited' | 'active' | 'disabled';
  created_at: Date;
  created_by_email: string | null;
}): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    created_by_email: row.created_by_email,
  };
}
