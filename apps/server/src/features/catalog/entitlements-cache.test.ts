import { describe, expect, it } from 'vitest';
import { EntitlementsCache, type UnexpiredWindow } from './entitlements-cache.ts';

const at = (iso: string) => new Date(iso);

function database(windows: UnexpiredWindow[]) {
  const calls = { count: 0 };
  const load = async (now: Date) => {
    calls.count++;
    return windows.filter((window) => new Date(window.ends_at) > now);
  };
  return { windows, calls, load };
}

describe('EntitlementsCache', () => {
  it('reads a subscriber once within its time to live, and again after it', async () => {
    let wall = 0;
    const sut = new EntitlementsCache(900, () => wall);
    const { calls, load } = database([
      { package_id: 1, starts_at: at('2026-01-01'), ends_at: at('2026-02-01') },
    ]);
    const now = at('2026-01-10');
    await sut.unexpiredWindows('a', now, load);
    wall = 899;
    expect(await sut.unexpiredWindows('a', now, load)).toHaveLength(1);
    expect(calls.count).toBe(1);
    wall = 900;
    await sut.unexpiredWindows('a', now, load);
    expect(calls.count).toBe(2);
  });

  it('drops a window the moment it ends, with no message', async () => {
    const sut = new EntitlementsCache();
    const { calls, load } = database([
      { package_id: 1, starts_at: at('2026-01-01'), ends_at: at('2026-02-01') },
    ]);
    expect(await sut.unexpiredWindows('a', at('2026-01-31T23:59:59Z'), load)).toHaveLength(1);
    expect(await sut.unexpiredWindows('a', at('2026-02-01T00:00:00Z'), load)).toEqual([]);
    expect(calls.count).toBe(1);
  });

  it('hands over kept windows without waiting only while a read may answer for that moment', async () => {
    let wall = 0;
    const sut = new EntitlementsCache(900, () => wall);
    const { calls, load } = database([
      { package_id: 1, starts_at: at('2026-01-01'), ends_at: at('2026-02-01') },
    ]);
    expect(sut.freshWindows('a', at('2026-01-10'))).toBeUndefined();
    await sut.unexpiredWindows('a', at('2026-01-10'), load);
    expect(sut.freshWindows('a', at('2026-01-31T23:59:59Z'))).toHaveLength(1);
    expect(sut.freshWindows('a', at('2026-02-01T00:00:00Z'))).toEqual([]);
    expect(sut.freshWindows('a', at('2026-01-09'))).toBeUndefined();
    sut.forgetLocal('a');
    expect(sut.freshWindows('a', at('2026-01-10'))).toBeUndefined();
    await sut.unexpiredWindows('a', at('2026-01-10'), load);
    wall = 900;
    expect(sut.freshWindows('a', at('2026-01-10'))).toBeUndefined();
    expect(calls.count).toBe(2);
  });

  it('reads again for a clock earlier than the one it read at', async () => {
    const sut = new EntitlementsCache();
    const { calls, load } = database([
      { package_id: 1, starts_at: at('2026-01-01'), ends_at: at('2026-02-01') },
    ]);
    await sut.unexpiredWindows('a', at('2026-03-01'), load);
    expect(await sut.unexpiredWindows('a', at('2026-01-15'), load)).toHaveLength(1);
    expect(calls.count).toBe(2);
  });

  it('sees a purchase at once: it forgets the subscriber here and tells the other instances', async () => {
    const published: string[] = [];
    const sut = new EntitlementsCache();
    sut.publish = async (subscriberId) => void published.push(subscriberId);
    const { windows, load } = database([]);
    const now = at('2026-01-10');
    expect(await sut.unexpiredWindows('a', now, load)).toEqual([]);
    windows.push({ package_id: 2, starts_at: now, ends_at: at('2026-01-17') });
    await sut.changed('a');
    expect(await sut.unexpiredWindows('a', now, load)).toHaveLength(1);
    expect(published).toEqual(['a']);
  });

  it('does not keep a read that a purchase overtook', async () => {
    const sut = new EntitlementsCache();
    let finish: (rows: UnexpiredWindow[]) => void = () => {};
    const now = at('2026-01-10');
    const slow = sut.unexpiredWindows('a', now, () => new Promise((resolve) => (finish = resolve)));
    sut.forgetLocal('a');
    finish([]);
    await slow;
    const { calls, load } = database([{ package_id: 2, starts_at: now, ends_at: at('2026-01-17') }]);
    expect(await sut.unexpiredWindows('a', now, load)).toHaveLength(1);
    expect(calls.count).toBe(1);
  });
});
