import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The text the trigram index of migration 0017 covers; the query must say it the same way to use the index. */
const searchedText = sql<string>`lower(username || ' ' || coalesce(email, '') || ' ' || coalesce(msisdn, ''))`;

/**
 * What to look for in the searched text. A number typed nationally (0805…) or internationally (234805…,
 * +234805…) is matched from the start of the stored +234 form; other digits anywhere; spaces and hyphens
 * inside a number are dropped. Anything else is matched as typed, case-insensitively.
 */
export function searchPattern(input: string): string {
  const text = input.trim().toLowerCase();
  const compact = text.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, '');
    if (compact.startsWith('+') || digits.startsWith('234')) return `%+${digits}%`;
    if (digits.startsWith('0')) return `%+234${digits.slice(1)}%`;
    return `%${escapeLike(digits)}%`;
  }
  return `%${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of the subscribers whose number, e-mail or username holds the input, newest first. */
export async function searchSubscribers(db: Db, input: string, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('subscribers')
    .select([
      'id',
      'uid',
      'kind',
      'username',
      'msisdn',
      'email',
      'first_name',
      'last_name',
      'status',
      'created_at',
    ])
    .where(searchedText, 'like', searchPattern(input))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    data: rows
      .slice(0, pageSize)
      .map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    page,
    next_page: rows.length > pageSize ? page + 1 : null,
  };
}
