import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { epgRepository } from './epg.repository.ts';
import { extendSchedules, scheduleExtension } from './schedule-extension.ts';

let testApp: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const time = (value: Date | string | number) => new Date(value).getTime();

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});
afterAll(() => testApp.close());

const lastEnds = async () => {
  const channels = await epgRepository.scheduleChannelIds(testApp.app.db);
  return Promise.all(
    channels.map(async ({ id }) => time((await epgRepository.lastEnd(testApp.app.db, id)) ?? 0)),
  );
};
const programmes = (channelId: number, from: Date, to: Date) =>
  epgRepository.overlapping(testApp.app.db, [channelId], from, to);

describe('extendSchedules', () => {
  it('has the seeded schedule at least 24 hours ahead once the app is ready', async () => {
    for (const end of await lastEnds()) expect(end).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR);
  });

  it('keeps every schedule channel at least 24 hours ahead as the clock moves on, without gaps', async () => {
    for (const hours of [30, 55]) {
      await extendSchedules(testApp.app.db, later(hours));
      for (const end of await lastEnds()) expect(end).toBeGreaterThanOrEqual(time(later(hours + 24)));
    }
    const rows = await programmes(1, new Date(0), later(80));
    expect(time(rows.at(-1)?.ends_at ?? 0)).toBeGreaterThanOrEqual(time(later(79)));
    rows.slice(1).forEach((row, index) => {
      expect(time(row.starts_at), row.title).toBe(time(rows[index]?.ends_at ?? 0));
    });
  });

  it('repeats the last day: each programme has its twin a day earlier, but where a day was cut', async () => {
    const rows = await programmes(3, later(40), later(64));
    const earlier = await programmes(3, later(15), later(41));
    const twins = rows.filter((row) =>
      earlier.some(
        (twin) =>
          twin.title === row.title &&
          time(twin.starts_at) === time(row.starts_at) - DAY &&
          time(twin.ends_at) === time(row.ends_at) - DAY,
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(twins.length).toBeGreaterThanOrEqual(rows.length - 2);
  });

  it('after a long outage, schedules from the clock on again', async () => {
    const now = later(24 * 5);
    await extendSchedules(testApp.app.db, now);
    for (const end of await lastEnds()) expect(end).toBeGreaterThanOrEqual(time(now) + 24 * HOUR);
    expect(await programmes(1, now, new Date(time(now) + 1))).toHaveLength(1);
  });

  it('adds nothing when run again at the same time (or on another instance)', async () => {
    expect(await extendSchedules(testApp.app.db, later(24 * 5))).toBe(0);
  });
});

describe('scheduleExtension', () => {
  it('tells the catalog once a run added programmes, and not when a run added none', async () => {
    let told = 0;
    const clock = () => later(24 * 8);
    const extension = scheduleExtension(testApp.app.db, testApp.app.log, clock, async () => {
      told++;
    });
    await extension.run();
    expect(told).toBe(1);
    await extension.run();
    expect(told).toBe(1);
    extension.stop();
  });
});
