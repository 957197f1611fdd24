import type { ContentItem, VodCategoryContent } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { carouselsOf, categoryTitleKey, dashboardCategories } from './categories.ts';

const item = (id: number, type: ContentItem['type']): ContentItem => ({
  id,
  uid: `t${id}`,
  title: `Title ${id}`,
  image_id: null,
  duration: type === 'movie' ? 90 : null,
  type,
  packages: [],
  position: id,
});

const category = (
  id: number,
  uid: string,
  content: ContentItem[],
  mobileOnly = false,
): VodCategoryContent => ({ id, uid, name: uid, position: id, mobile_only: mobileOnly, content });

const all = [
  category(1, 'top-ranked', [item(1, 'movie')]),
  category(3, 'recently-added', [item(2, 'movie')]),
  category(6, 'drama', [item(3, 'movie'), item(1, 'series')]),
  category(10, 'science-fiction', [item(4, 'movie')], true),
  category(12, 'international', []),
];

describe('carousels', () => {
  it('follow the order asked for and leave out other and empty categories', () => {
    const uids = carouselsOf(all, { order: dashboardCategories, mobile: false }).map((c) => c.category.uid);
    expect(uids).toEqual(['recently-added', 'top-ranked', 'drama']);
  });

  it('show mobile-only categories (Science Fiction) only on mobile', () => {
    const wide = carouselsOf(all, { mobile: false }).map((c) => c.category.uid);
    const mobile = carouselsOf(all, { mobile: true }).map((c) => c.category.uid);
    expect(wide).not.toContain('science-fiction');
    expect(mobile).toContain('science-fiction');
  });

  it('keep only the titles of a type (series carousels under the movie ones)', () => {
    const series = carouselsOf(all, { type: 'series', mobile: true });
    expect(series.map((c) => [c.category.uid, c.items.map((i) => i.id)])).toEqual([['drama', [1]]]);
  });

  it('name the spec categories from the translation catalog', () => {
    expect(categoryTitleKey('top-ranked')).toBe('content.categories.topRanked');
    expect(categoryTitleKey('kids')).toBeUndefined();
    expect(categoryTitleKey('toString')).toBeUndefined();
  });
});
