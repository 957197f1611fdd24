import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions every embedded database loads: pg_trgm serves support's subscriber search and the subscribers'
 * catalog search, unaccent folds the accents the catalog search ignores.
 */
export const pgliteExtensions = { pg_trgm, unaccent };
