import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { COMMAND_LINE_ACTOR } from '../staff/public.ts';
import { OperatorSettingsService } from './operator-settings.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.deleteFrom('operator_settings').execute();
});

/** A value written behind the service's back, as another instance would (without telling this one). */
const saveElsewhere = (value: unknown) =>
  database.db
    .insertInto('operator_settings')
    .values({
      key: 'stream_limit',
      value: JSON.stringify(value),
      changed_by: null,
      changed_by_email: 'x@y.z',
    })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();

function settings(wall: { now: number }) {
  return new OperatorSettingsService(database.db, {
    defaults: { stream_limit: 2 },
    log: pino({ level: 'silent' }),
    ttlMs: 60_000,
    now: () => wall.now,
  });
}

describe('OperatorSettingsService', () => {
  it('answers from memory within its time to live, and reads the database again after it', async () => {
    const wall = { now: 0 };
    const sut = settings(wall);
    expect(await sut.value('stream_limit')).toBe(2);
    await saveElsewhere(5);
    wall.now = 59_999;
    expect(await sut.value('stream_limit')).toBe(2);
    wall.now = 60_000;
    expect(await sut.value('stream_limit')).toBe(5);
  });

  it('shares one read among concurrent callers', async () => {
    const sut = settings({ now: 0 });
    const values = await Promise.all(Array.from({ length: 50 }, () => sut.value('stream_limit')));
    expect(new Set(values)).toEqual(new Set([2]));
    await saveElsewhere(7);
    expect(await sut.value('stream_limit')).toBe(2);
  });

  it('obeys its own change at once, and another instance’s once told to forget', async () => {
    const sut = settings({ now: 0 });
    expect(await sut.value('stream_limit')).toBe(2);
    await sut.change({ stream_limit: 4 }, COMMAND_LINE_ACTOR);
    expect(await sut.value('stream_limit')).toBe(4);
    await saveElsewhere(9);
    expect(await sut.value('stream_limit')).toBe(4);
    sut.forgetLocal();
    expect(await sut.value('stream_limit')).toBe(9);
  });

  it('publishes each change for the other instances', async () => {
    const sut = settings({ now: 0 });
    let published = 0;
    sut.publish = async () => {
      published++;
    };
    await sut.change({ stream_limit: 3 }, COMMAND_LINE_ACTOR);
    expect(published).toBe(1);
  });

  it('uses the default for a stored value its schema refuses', async () => {
    await saveElsewhere(500);
    expect(await settings({ now: 0 }).value('stream_limit')).toBe(2);
    await saveElsewhere('three');
    expect((await settings({ now: 0 }).read()).values).toEqual({ stream_limit: 2 });
  });
});
