/** Kysely's `sql` template for code beside the server's package (the bench), which cannot resolve kysely itself. */
export { sql } from 'kysely';
