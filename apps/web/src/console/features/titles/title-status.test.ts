import { describe, expect, it } from 'vitest';
import { filterTitles, statusOf } from './title-status.ts';
import type { TitleListRow } from './titles-api.ts';

const row = (id: number, title: string, published: boolean, titlePt: string | null = null): TitleListRow => ({
  id,
  uid: `title-${id}`,
  title,
  title_pt: titlePt,
  image_id: null,
  published_at: published ? '2026-01-01T00:00:00Z' : null,
  deleted_at: null,
  video_ready: false,
});

describe('the titles list filter', () => {
  const rows = [row(1, 'Harmattan', true, 'Harmatão'), row(2, 'Night Bus', false), row(3, 'Lagos', true)];

  it('names a title draft, published or deleted', () => {
    expect(statusOf({ published_at: null, deleted_at: null })).toBe('draft');
    expect(statusOf({ published_at: '2026-01-01', deleted_at: null })).toBe('published');
    expect(statusOf({ published_at: null, deleted_at: '2026-01-02' })).toBe('deleted');
  });

  it('keeps the rows of one status', () => {
    expect(filterTitles(rows, 'draft', '').map((r) => r.id)).toEqual([2]);
    expect(filterTitles(rows, 'all', '').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('finds a title by either language or its uid, without minding case or accents', () => {
    expect(filterTitles(rows, 'all', 'harmatao').map((r) => r.id)).toEqual([1]);
    expect(filterTitles(rows, 'published', 'LAGOS').map((r) => r.id)).toEqual([3]);
    expect(filterTitles(rows, 'all', 'title-2').map((r) => r.id)).toEqual([2]);
  });
});
