import { emailSchema } from '@glotv/contracts/auth';
import type { PasswordHashingConfig } from '../../config/password-hashing-config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHasherFor } from '../accounts/password-hasher.plugin.ts';
import { COMMAND_LINE_ACTOR } from './audit-log.ts';
import { staffRepository } from './staff.repository.ts';
import { type SetupLink, StaffService } from './staff.service.ts';
import { TotpSecretBox } from './totp.ts';

/** What `npm run console` does, as functions: the command line and the development route call these. */
export function commandLineStaff(
  db: Db,
  config: { tokenSigningSecret: string; publicBaseUrl: string; passwordHashing: PasswordHashingConfig },
) {
  const accounts = new StaffService({
    db,
    box: new TotpSecretBox(config.tokenSigningSecret),
    publicBaseUrl: config.publicBaseUrl,
    hasher: passwordHasherFor(config.passwordHashing),
  });
  return {
    /** A new admin with a one-time set-up link; there is no default password anywhere. */
    async addAdmin(email: string): Promise<SetupLink> {
      return accounts.invite(COMMAND_LINE_ACTOR, parseEmail(email), 'admin');
    },
    /** A fresh set-up link for an existing member who lost their password or phone (and no admin can help). */
    async reset(email: string): Promise<SetupLink> {
      const member = await staffRepository.findByEmail(db, parseEmail(email));
      if (!member) throw new AppError('not_found', `No member of staff has the address ${email}.`);
      return accounts.resetLink(COMMAND_LINE_ACTOR, member.id);
    },
  };
}

function parseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AppError('validation_failed', `${email} is not an e-mail address.`);
  return parsed.data;
}
