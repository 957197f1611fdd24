import { type Kysely, sql } from 'kysely';

/**
 * Durable background work and the video the console uploads (decision record 021).
 * - `job_leases`: which process runs which job of the queue (pg-boss keeps the queue itself in its own
 *   schema) and when it last said it was alive; a job whose lease goes stale belonged to a process that
 *   died, and is handed out again.
 * - `media_encodes`: one per uploaded source, its encode's state, progress, error and the asset it made.
 */
const statements = [
  `create table job_leases (
    job_id uuid primary key,
    queue text not null,
    worker_id text not null,
    beat_at timestamptz not null default now()
  )`,
  `create table media_encodes (
    id uuid primary key default gen_random_uuid(),
    upload_id text not null unique,
    file_name text not null,
    size_bytes bigint not null,
    status text not null default 'queued'
      check (status in ('queued', 'running', 'ready', 'failed', 'cancelled')),
    cancel_requested boolean not null default false,
    percent numeric(5, 2) not null default 0,
    speed numeric(8, 3),
    duration_seconds numeric(12, 3),
    error text,
    asset_id uuid references media_assets (id) on delete set null,
    job_id uuid,
    attempts integer not null default 0,
    created_by text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz
  )`,
  `create index media_encodes_created_idx on media_encodes (created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table media_encodes`.execute(db);
  await sql`drop table job_leases`.execute(db);
}
