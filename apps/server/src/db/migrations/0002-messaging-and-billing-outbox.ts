import { type Kysely, sql } from 'kysely';

const statements = [
  // Every message the portal sends, with its delivery state. Outside production its text is readable at
  // /dev/outbox so that a person or a test can finish a sign-up; in production the text is not kept.
  `create table messages (
    id bigint generated always as identity primary key,
    channel text not null check (channel in ('sms', 'email')),
    recipient text not null,
    subject text,
    body text,
    status text not null default 'sent' check (status in ('sent', 'failed')),
    provider_message_id text,
    error text,
    created_at timestamptz not null default now()
  )`,
  `create index messages_recipient_idx on messages (recipient, created_at desc)`,

  // Changes the billing system must learn about. A job delivers them with retries, so an outage of that
  // system never loses or blocks a sign-up.
  `create table billing_outbox (
    id bigint generated always as identity primary key,
    operation text not null check (operation in ('CreateCustomer', 'SelfcareResetPassword', 'ChangePassword')),
    subscriber_id bigint references subscribers (id) on delete cascade,
    payload jsonb not null,
    attempts integer not null default 0 check (attempts >= 0),
    next_attempt_at timestamptz not null default now(),
    delivered_at timestamptz,
    last_error text,
    created_at timestamptz not null default now()
  )`,
  `create index billing_outbox_pending_idx on billing_outbox (next_attempt_at) where delivered_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists billing_outbox`.execute(db);
  await sql`drop table if exists messages`.execute(db);
}
