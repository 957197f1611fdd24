import { describe, expect, it } from 'vitest';
import { type LiveSession, LiveSessionsCache, parseRevocation } from './live-sessions-cache.ts';

function session(id: string, subscriberId: string, expiresAt = new Date(8.64e15)): LiveSession {
  return {
    id,
    subscriber_id: subscriberId,
    subscriber_uid: `uid-${subscriberId}`,
    device_id: null,
    expires_at: expiresAt,
    preferred_quality: 'auto',
  };
}

function database(rows: LiveSession[]) {
  const live = new Map(rows.map((row) => [row.id, row]));
  const calls = { count: 0 };
  const loader = (id: string) => async () => {
    calls.count++;
    return live.get(id);
  };
  return { live, calls, loader };
}

describe('LiveSessionsCache', () => {
  it('asks the database once within its time to live, and again after it', async () => {
    let now = 0;
    const sut = new LiveSessionsCache({ ttlMs: 900, now: () => now });
    const { calls, loader } = database([session('s1', 'a')]);
    await sut.get('s1', loader('s1'));
    now = 899;
    expect((await sut.get('s1', loader('s1')))?.id).toBe('s1');
    expect(calls.count).toBe(1);
    now = 900;
    await sut.get('s1', loader('s1'));
    expect(calls.count).toBe(2);
  });

  it('keeps no answer for a second or more, so a revocation it is not told of is seen within one', async () => {
    let now = 0;
    const sut = new LiveSessionsCache({ now: () => now });
    const { live, loader } = database([session('s1', 'a')]);
    await sut.get('s1', loader('s1'));
    live.delete('s1');
    now = 999;
    expect(await sut.get('s1', loader('s1'))).toBeUndefined();
  });

  it('forgets a revoked session at once and tells the other instances', async () => {
    const published: unknown[] = [];
    const sut = new LiveSessionsCache({ publish: async (revocation) => void published.push(revocation) });
    const { live, loader } = database([session('s1', 'a'), session('s2', 'a')]);
    await sut.get('s1', loader('s1'));
    live.delete('s1');
    await sut.revoked({ sessionId: 's1' });
    expect(await sut.get('s1', loader('s1'))).toBeUndefined();
    expect(published).toEqual([{ sessionId: 's1' }]);
  });

  it("forgets every session of a subscriber whose sessions were revoked, and no one else's", async () => {
    const sut = new LiveSessionsCache();
    const { live, calls, loader } = database([session('s1', 'a'), session('s2', 'a'), session('s3', 'b')]);
    for (const id of ['s1', 's2', 's3']) await sut.get(id, loader(id));
    live.delete('s1');
    live.delete('s2');
    sut.forgetLocal({ subscriberId: 'a' });
    expect(await sut.get('s1', loader('s1'))).toBeUndefined();
    expect(await sut.get('s2', loader('s2'))).toBeUndefined();
    const before = calls.count;
    expect((await sut.get('s3', loader('s3')))?.id).toBe('s3');
    expect(calls.count).toBe(before);
  });

  it('does not keep a lookup that a revocation overtook', async () => {
    const sut = new LiveSessionsCache();
    let finish: (row: LiveSession) => void = () => {};
    const slow = sut.get('s1', () => new Promise((resolve) => (finish = resolve)));
    sut.forgetLocal({ sessionId: 's1' });
    finish(session('s1', 'a'));
    expect((await slow)?.id).toBe('s1');
    const { calls, loader } = database([]);
    expect(await sut.get('s1', loader('s1'))).toBeUndefined();
    expect(calls.count).toBe(1);
  });

  it('shares one lookup between concurrent requests', async () => {
    const sut = new LiveSessionsCache();
    const { calls, loader } = database([session('s1', 'a')]);
    await Promise.all(Array.from({ length: 10 }, () => sut.get('s1', loader('s1'))));
    expect(calls.count).toBe(1);
  });

  it('refuses a session past its end even while it is kept', async () => {
    let now = 0;
    const sut = new LiveSessionsCache({ now: () => now });
    const { loader } = database([session('s1', 'a', new Date(500))]);
    expect(await sut.get('s1', loader('s1'))).toBeDefined();
    now = 500;
    expect(await sut.get('s1', loader('s1'))).toBeUndefined();
  });
});

describe('parseRevocation', () => {
  it('reads a session or a subscriber, and ignores anything else', () => {
    expect(parseRevocation('{"sessionId":"s1"}')).toEqual({ sessionId: 's1' });
    expect(parseRevocation('{"subscriberId":"a"}')).toEqual({ subscriberId: 'a' });
    expect(parseRevocation('{"other":1}')).toBeUndefined();
    expect(parseRevocation('not json')).toBeUndefined();
  });
});
