import { describe, expect, it } from 'vitest';
import { SlotPlaylistCache } from './slot-playlist-cache.ts';

const counting = () => {
  let builds = 0;
  return {
    build: (body: string) => async () => {
      builds += 1;
      return body;
    },
    get builds() {
      return builds;
    },
  };
};

describe('SlotPlaylistCache', () => {
  it('builds a playlist once per slot, however many viewers ask at once', async () => {
    const cache = new SlotPlaylistCache();
    const counter = counting();
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => cache.body(100, 'channel-1|standard|all', counter.build('A'))),
    );
    expect(new Set(bodies)).toEqual(new Set(['A']));
    expect(counter.builds).toBe(1);
  });

  it('keeps channels, renditions and caps apart', async () => {
    const cache = new SlotPlaylistCache();
    const counter = counting();
    expect(await cache.body(100, 'channel-1|standard|all', counter.build('A'))).toBe('A');
    expect(await cache.body(100, 'channel-1|high|all', counter.build('B'))).toBe('B');
    expect(await cache.body(100, 'channel-2|standard|all', counter.build('C'))).toBe('C');
    expect(counter.builds).toBe(3);
  });

  it('builds afresh when the next slot starts, and never keeps a late request for an older slot', async () => {
    const cache = new SlotPlaylistCache();
    const counter = counting();
    await cache.body(100, 'key', counter.build('slot 100'));
    expect(await cache.body(101, 'key', counter.build('slot 101'))).toBe('slot 101');
    expect(await cache.body(100, 'key', counter.build('late'))).toBe('late');
    expect(await cache.body(101, 'key', counter.build('unused'))).toBe('slot 101');
    expect(counter.builds).toBe(3);
  });

  it('does not keep a failed build: the next request tries again', async () => {
    const cache = new SlotPlaylistCache();
    await expect(
      cache.body(100, 'key', async () => {
        throw new Error('off air');
      }),
    ).rejects.toThrow('off air');
    expect(await cache.body(100, 'key', async () => 'on air')).toBe('on air');
  });

  it('builds afresh after clear()', async () => {
    const cache = new SlotPlaylistCache();
    await cache.body(100, 'key', async () => 'before');
    cache.clear();
    expect(await cache.body(100, 'key', async () => 'after')).toBe('after');
  });
});
