import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SubscribersTable } from '../../db/schema.ts';
import type { Identity } from './identity.ts';

/** All SQL for subscribers. */
export const subscribersRepository = {
  /** The subscriber who signs in with a number or a proven e-mail; an unproven e-mail names no one. */
  findByIdentity(db: Db, identity: Identity) {
    const query = db.selectFrom('subscribers').selectAll();
    return (
      identity.kind === 'msisdn'
        ? query.where('msisdn', '=', identity.e164)
        : query
            .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
            .where('email_verified_at', 'is not', null)
    ).executeTakeFirst();
  },

  findById(db: Db, id: string) {
    return db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByExternalUid(db: Db, externalUid: string) {
    return db
      .selectFrom('subscribers')
      .select('id')
      .where('external_uid', '=', externalUid)
      .executeTakeFirst();
  },

  /** The subscriber lookup: by subscriber uid, username, number or proven e-mail. */
  search(db: Db, term: { uid: string; username: string; msisdn?: string; email?: string }, limit: number) {
    return db
      .selectFrom('subscribers')
      .select(['uid', 'username', 'status'])
      .where((eb) =>
        eb.or([
          eb('uid', '=', term.uid),
          eb('username', '=', term.username),
          ...(term.msisdn ? [eb('msisdn', '=', term.msisdn)] : []),
          ...(term.email
            ? [
                eb.and([
                  eb(eb.fn('lower', ['email']), '=', term.email),
                  eb('email_verified_at', 'is not', null),
                ]),
              ]
            : []),
        ]),
      )
      .limit(limit)
      .execute();
  },

  insert(db: Db, row: Insertable<SubscribersTable>) {
    return db
      .insertInto('subscribers')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'uid', 'username'])
      .executeTakeFirst();
  },

  async setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
    await db
      .updateTable('subscribers')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },
};
