import type { AuditEntry } from '@glotv/contracts/console-staff';
import type { Db } from '../../db/database.ts';

/** Who did it: a signed-in member of staff (`request.staff`), or the command line for the first admin. */
export interface AuditActor {
  id: string | null;
  email: string;
  role: string;
}

export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'npm run console', role: 'command_line' };

export interface AuditRecord {
  staff: AuditActor;
  /** `<feature>.<verb>`, e.g. `staff.invite`, `movie.publish`. */
  action: string;
  /** What was changed: `staff`, `movie`, `package`… */
  target_kind: string;
  target_id: string | number;
  /** The changed fields before and after, as JSON. Leave secrets (hashes, tokens, keys) out. */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the change and
 * its entry are committed together or not at all. The table refuses UPDATE, DELETE and TRUNCATE.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      staff_id: record.staff.id,
      staff_email: record.staff.email,
      staff_role: record.staff.role,
      action: record.action,
      target_kind: record.target_kind,
      target_id: String(record.target_id),
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute();
}

export interface AuditFilter {
  staff_id?: string | undefined;
  action?: string | undefined;
  target_kind?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: string | undefined;
  limit: number;
}

/** One page of the log, newest first; `next` continues with older entries. */
export async function readAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ data: AuditEntry[]; next: string | null }> {
  let query = db.selectFrom('staff_audit_log').selectAll();
  if (filter.staff_id) query = query.where('staff_id', '=', filter.staff_id);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.target_kind) query = query.where('target_kind', '=', filter.target_kind);
  if (filter.target_id) query = query.where('target_id', '=', filter.target_id);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));
  if (filter.before) query = query.where('id', '<', filter.before as never);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  return {
    data: page.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      staff_id: row.staff_id,
      staff_email: row.staff_email,
      staff_role: row.staff_role,
      action: row.action,
      target_kind: row.target_kind,
      target_id: row.target_id,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    next: rows.length > filter.limit ? String(page[page.length - 1]?.id) : null,
  };
}
