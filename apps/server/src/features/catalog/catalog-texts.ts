import type { Translation } from '@glotv/contracts/catalog';
import { type RawBuilder, sql } from 'kysely';

/** The text in the language asked for: the Portuguese one when asked and written, else the English one. */
export function inLanguage(translation: Translation, gb: string, pt: string | null | undefined): string {
  return translation === 'pt' && pt ? pt : gb;
}

/**
 * Published and not deleted: what a subscriber may see of a movie, a series or an episode (`alias` is the
 * table's name or alias in the query).
 */
export function visible(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.published_at`)} is not null and ${sql.ref(`${alias}.deleted_at`)} is null)`;
}
