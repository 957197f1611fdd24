import { type Kysely, sql } from 'kysely';

/**
 * The operator's staff and the console's own sessions, separate from subscribers (decision record 018).
 * Passwords and opaque tokens are stored as hashes; the TOTP secret is stored encrypted. The audit log is
 * append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever asks.
 */
const statements = [
  `create table staff (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    role text not null check (role in ('admin', 'editor', 'support', 'analyst')),
    status text not null default 'invited' check (status in ('invited', 'active', 'disabled')),
    password_hash text,
    totp_secret_enc text,
    totp_last_step bigint not null default 0,
    failed_sign_ins integer not null default 0,
    locked_until timestamptz,
    created_by uuid references staff (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index staff_email_idx on staff (lower(email))`,
  `create table staff_setup_tokens (
    id uuid primary key default gen_random_uuid(),
    staff_id uuid not null references staff (id),
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_by uuid references staff (id),
    created_at timestamptz not null default now()
  )`,
  `create index staff_setup_tokens_staff_idx on staff_setup_tokens (staff_id)`,
  `create table staff_sign_in_challenges (
    id uuid primary key default gen_random_uuid(),
    staff_id uuid not null references staff (id),
    token_hash text not null unique,
    attempts integer not null default 0,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index staff_sign_in_challenges_staff_idx on staff_sign_in_challenges (staff_id)`,
  `create table staff_sessions (
    id uuid primary key default gen_random_uuid(),
    staff_id uuid not null references staff (id),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text check (revoked_reason in ('logout', 'refresh_token_reuse', 'disabled', 'role_changed', 'reset'))
  )`,
  `create index staff_sessions_staff_idx on staff_sessions (staff_id) where revoked_at is null`,
  `create table staff_refresh_tokens (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references staff_sessions (id),
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index staff_refresh_tokens_session_idx on staff_refresh_tokens (session_id)`,
  `create table staff_audit_log (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    staff_id uuid references staff (id),
    staff_email text not null,
    staff_role text not null,
    action text not null,
    target_kind text not null,
    target_id text not null,
    before jsonb,
    after jsonb
  )`,
  `create index staff_audit_log_at_idx on staff_audit_log (at desc, id desc)`,
  `create index staff_audit_log_staff_idx on staff_audit_log (staff_id, at desc)`,
  `create index staff_audit_log_target_idx on staff_audit_log (target_kind, target_id, at desc)`,
  `create index staff_audit_log_action_idx on staff_audit_log (action, at desc)`,
  `create function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit_log is append-only';
    end
  $$`,
  `create trigger staff_audit_log_no_update_or_delete before update or delete on staff_audit_log
    for each row execute function staff_audit_log_append_only()`,
  `create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
    for each statement execute function staff_audit_log_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'staff_audit_log',
    'staff_refresh_tokens',
    'staff_sessions',
    'staff_sign_in_challenges',
    'staff_setup_tokens',
    'staff',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
  await sql`drop function staff_audit_log_append_only()`.execute(db);
}
