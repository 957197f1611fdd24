import { type Kysely, sql } from 'kysely';

/**
 * What buying a package needs beyond the initial purchases and payments tables: a client key so a retried
 * request never makes a second purchase, the card customer's details, when the reconciliation job looks at an
 * unfinished purchase next, and an append-only trail of what happened to each purchase for support.
 */
const statements = [
  `alter table purchases
    add column idempotency_key text,
    add column customer jsonb,
    add column checks integer not null default 0,
    add column next_check_at timestamptz`,
  `create unique index purchases_idempotency_idx on purchases (subscriber_id, idempotency_key)
    where idempotency_key is not null`,
  `drop index if exists purchases_unfinished_idx`,
  `create index purchases_unfinished_idx on purchases (next_check_at) where status in ('pending', 'paid')`,
  `alter table payments
    drop constraint payments_status_check,
    add constraint payments_status_check check (status in ('pending', 'sent', 'successful', 'failed', 'unknown'))`,
  `create unique index payments_purchase_idx on payments (purchase_id)`,
  `create table purchase_events (
    id bigint generated always as identity primary key,
    purchase_id uuid references purchases (id),
    subscriber_id bigint references subscribers (id) on delete set null,
    kind text not null,
    details jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index purchase_events_purchase_idx on purchase_events (purchase_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table purchase_events`.execute(db);
  await sql`drop index if exists payments_purchase_idx`.execute(db);
  await sql`alter table payments drop constraint payments_status_check,
    add constraint payments_status_check check (status in ('pending', 'successful', 'failed', 'unknown'))`.execute(
    db,
  );
  await sql`drop index if exists purchases_unfinished_idx`.execute(db);
  await sql`create index purchases_unfinished_idx on purchases (status) where status in ('pending', 'paid')`.execute(
    db,
  );
  await sql`drop index if exists purchases_idempotency_idx`.execute(db);
  await sql`alter table purchases drop column idempotency_key, drop column customer, drop column checks,
    drop column next_check_at`.execute(db);
}
