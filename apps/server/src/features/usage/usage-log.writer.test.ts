import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { UsageLogWriter } from './usage-log.writer.ts';

const silent = { error() {} } as never;
const played = (duration: number) => ({
  subscriber_uid: 'viewer',
  action: 'Video Played',
  content_type: 'channel',
  content_uid: 'glo-news',
  content_name: 'Glo News',
  duration,
  operator_id: 'glotv',
});

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function database(): Promise<Db> {
  const test = await createTestDatabase();
  close = test.destroy;
  return test.db;
}

const count = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('usage_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('UsageLogWriter', () => {
  it('waits for the timer or a full batch, and writes each batch once', async () => {
    const db = await database();
    const writer = new UsageLogWriter(db, silent, { flushAfterMs: 60_000, maxRows: 3 });
    writer.add(played(1));
    writer.add(played(2));
    expect(await count(db)).toBe(0);
    writer.add(played(3)); // the third fills the batch
    await writer.flush();
    expect(await count(db)).toBe(3);
    const minutes = await db.selectFrom('usage_minutes_daily').select('minutes').executeTakeFirstOrThrow();
    expect(Number(minutes.minutes)).toBe(6);
    await writer.close();
  });

  it('loses nothing on a clean shutdown: closing writes what waits', async () => {
    const db = await database();
    const writer = new UsageLogWriter(db, silent, { flushAfterMs: 60_000, maxRows: 1000 });
    for (let i = 0; i < 250; i++) writer.add(played(1));
    await writer.close();
    expect(await count(db)).toBe(250);
  });

  it('keeps a batch the database refused and writes it on the next flush', async () => {
    const db = await database();
    const writer = new UsageLogWriter(db, silent, { flushAfterMs: 60_000 });
    await db.schema.alterTable('usage_logs').renameTo('usage_logs_away').execute();
    writer.add(played(5));
    await writer.flush();
    await db.schema.alterTable('usage_logs_away').renameTo('usage_logs').execute();
    await writer.flush();
    expect(await count(db)).toBe(1);
    await writer.close();
  });
});
