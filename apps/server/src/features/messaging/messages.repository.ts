import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MessagesTable } from '../../db/schema.ts';

export type NewMessageRecord = Insertable<MessagesTable>;

export interface SentMessageQuery {
  channel: MessagesTable['channel'];
  /** E.164 for SMS; an e-mail address is matched in any case. */
  recipient: string;
  limit: number;
}

export function createMessagesRepository(db: Db) {
  return {
    async record(message: NewMessageRecord): Promise<void> {
      await db.insertInto('messages').values(message).execute();
    },

    /** Delivered messages whose text was kept, newest first. */
    async listSentWithText({ channel, recipient, limit }: SentMessageQuery) {
      return db
        .selectFrom('messages')
        .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('channel', '=', channel)
        .where((eb) =>
          channel === 'email'
            ? eb(eb.fn('lower', ['recipient']), '=', recipient.toLowerCase())
            : eb('recipient', '=', recipient),
        )
        .where('status', '=', 'sent')
        .where('body', 'is not', null)
        .$narrowType<{ body: string }>()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
