import type { Db } from '../../apps/server/src/db/database.ts';

export interface Write {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
}

type CompiledQuery = Extract<Parameters<Db['executeQuery']>[0], { sql: string }>;

/**
 * Raw SQL through the app's own Kysely instance. Kysely is the server's dependency, not this suite's, so this
 * is the value `CompiledQuery.raw(sql, parameters)` would build.
 */
function raw(text: string, parameters: readonly unknown[] = []): CompiledQuery {
  return {
    sql: text,
    parameters,
    query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
    queryId: { queryId: 'bad-input-writes' },
  } as unknown as CompiledQuery;
}

const JOURNAL = 'bad_input_writes';

/**
 * Records every row written to any table of the app's schema, by a trigger on each table, so a test can ask
 * "did this request write anything, and where?" without checksumming the tables: an insert, update, delete
 * or truncate made (and committed) by the request leaves a journal row; a rolled-back one does not.
 */
export class WriteJournal {
  private seen = 0;

  private constructor(
    private readonly db: Db,
    readonly tables: string[],
  ) {}

  static async install(db: Db): Promise<WriteJournal> {
    const listed = await db.executeQuery<{ name: string }>(
      raw(
        `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> '${JOURNAL}' order by 1`,
      ),
    );
    const tables = listed.rows.map((row) => row.name);
    await db.executeQuery(
      raw(
        `create table ${JOURNAL} (id serial primary key, table_name text not null, operation text not null)`,
      ),
    );
    await db.executeQuery(
      raw(`create function ${JOURNAL}_record() returns trigger language plpgsql set search_path from current as $$
        begin
          insert into ${JOURNAL} (table_name, operation) values (TG_TABLE_NAME, TG_OP);
          return null;
        end $$`),
    );
    for (const table of tables) {
      await db.executeQuery(
        raw(`create trigger ${JOURNAL}_rows after insert or update or delete on "${table}"
          for each row execute function ${JOURNAL}_record()`),
      );
      await db.executeQuery(
        raw(`create trigger ${JOURNAL}_truncate after truncate on "${table}"
          for each statement execute function ${JOURNAL}_record()`),
      );
    }
    const journal = new WriteJournal(db, tables);
    await journal.writesSinceLastLook();
    return journal;
  }

  /** What was written since the previous call (or since the journal was installed). */
  async writesSinceLastLook(): Promise<Write[]> {
    const result = await this.db.executeQuery<{
      id: number;
      table_name: string;
      operation: Write['operation'];
    }>(raw(`select id, table_name, operation from ${JOURNAL} where id > $1 order by id`, [this.seen]));
    for (const row of result.rows) this.seen = Math.max(this.seen, Number(row.id));
    return result.rows.map((row) => ({ table: row.table_name, operation: row.operation }));
  }
}

/** `subscribers INSERT ×2, otp_challenges UPDATE` */
export function describeWrites(writes: Write[]): string {
  const counts = new Map<string, number>();
  for (const write of writes) {
    const key = `${write.table} ${write.operation}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => (count > 1 ? `${key} ×${count}` : key)).join(', ');
}
