import { type Kysely, sql } from 'kysely';

/**
 * Support can grant a package as a goodwill gesture: a purchase of ₦0 with no payment, marked with the staff
 * member who granted it and why, so reports count it apart from what was sold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchases
    add column goodwill_by uuid references staff (id),
    add column goodwill_reason text,
    add constraint purchases_goodwill_check check (
      (goodwill_by is null and goodwill_reason is null)
      or (goodwill_by is not null and length(goodwill_reason) between 1 and 500 and amount_kobo = 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchases drop constraint purchases_goodwill_check,
    drop column goodwill_reason, drop column goodwill_by`.execute(db);
}
