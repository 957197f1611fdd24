import { describe, expect, it } from 'vitest';
import { CatalogCache, etagOf } from './catalog-cache.ts';
import { etagMatches } from './conditional-get.ts';

function counter<T>(value: () => T) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count++;
    return value();
  };
  return { calls, load };
}

describe('CatalogCache', () => {
  it('loads once within the time to live and again after it', async () => {
    let now = 0;
    const sut = new CatalogCache({ ttlMs: 60_000, now: () => now });
    const { calls, load } = counter(() => ({ data: [1] }));
    await sut.get('k', load);
    now = 59_999;
    expect((await sut.get('k', load)).body).toEqual({ data: [1] });
    expect(calls.count).toBe(1);
    now = 60_000;
    await sut.get('k', load);
    expect(calls.count).toBe(2);
  });

  it('hands over a fresh answer without loading, and nothing before the first load or after the time to live', async () => {
    let now = 0;
    const sut = new CatalogCache({ ttlMs: 60_000, now: () => now });
    const { calls, load } = counter(() => ({ data: [1] }));
    expect(sut.fresh('k')).toBeUndefined();
    const loaded = await sut.get('k', load);
    now = 59_999;
    expect(sut.fresh('k')?.body).toBe(loaded.body);
    now = 60_000;
    expect(sut.fresh('k')).toBeUndefined();
    expect(calls.count).toBe(1);
  });

  it('shares one load between concurrent requests', async () => {
    const sut = new CatalogCache();
    const { calls, load } = counter(() => 'x');
    await Promise.all([sut.get('k', load), sut.get('k', load), sut.get('k', load)]);
    expect(calls.count).toBe(1);
  });

  it('names equal content with equal ETags and different content differently', async () => {
    const sut = new CatalogCache();
    const a = await sut.get('a', async () => ({ data: [1, 2] }));
    const b = await sut.get('b', async () => ({ data: [1, 2] }));
    const c = await sut.get('c', async () => ({ data: [2, 1] }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toBe(etagOf({ data: [1, 2] }));
  });

  it('forgets everything on invalidate, and tells the other instances', async () => {
    let published = 0;
    const sut = new CatalogCache({ publishInvalidation: async () => void published++ });
    let version = 1;
    const load = async () => version;
    await sut.get('k', load);
    version = 2;
    expect((await sut.get('k', load)).body).toBe(1);
    await sut.invalidate();
    expect(published).toBe(1);
    expect((await sut.get('k', load)).body).toBe(2);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const sut = new CatalogCache();
    let release: (value: string) => void = () => {};
    const slow = sut.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    sut.clearLocal();
    release('stale');
    expect((await slow).body).toBe('stale');
    expect((await sut.get('k', async () => 'fresh')).body).toBe('fresh');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const sut = new CatalogCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await sut.get(key, async () => key);
    expect(sut.size).toBe(2);
    const { calls, load } = counter(() => 'a2');
    expect((await sut.get('a', load)).body).toBe('a2');
    expect(calls.count).toBe(1);
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('If-None-Match %s against "abc" is %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});
