import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry.ts';

describe('ownEntry', () => {
  const table = { news: 'live.categories.news' } as const;

  it("answers a table's own entry", () => {
    expect(ownEntry(table, 'news')).toBe('live.categories.news');
  });

  it('answers undefined for an unknown key and for inherited ones', () => {
    expect(ownEntry(table, 'sports')).toBeUndefined();
    expect(ownEntry(table, 'constructor')).toBeUndefined();
    expect(ownEntry(table, 'toString')).toBeUndefined();
  });
});
