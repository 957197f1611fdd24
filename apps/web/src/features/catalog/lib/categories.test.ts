import type { ContentItem, VodCategoryContent } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { carouselsOf } from './categories.ts';

const item = (id: number, type: ContentItem['type']): ContentItem => ({
  id,
  uid: `t-${id}`,
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
): VodCategoryContent => ({
  id,
  uid,
  name: `Name of ${uid}`,
  position: id,
  mobile_only: mobileOnly,
  content,
});

const all = [
  category(3, 'recently-added', [item(2, 'movie')]),
  category(1, 'top-ranked', [item(1, 'movie')]),
  category(6, 'drama', [item(3, 'series')]),
  category(10, 'science-fiction', [item(4, 'movie')], true),
  category(11, 'empty', []),
];

describe('carouselsOf', () => {
  it('keeps the server’s order and names', () => {
    const carousels = carouselsOf(all, { mobile: false });
    expect(carousels.map((c) => c.category.uid)).toEqual(['recently-added', 'top-ranked', 'drama']);
    expect(carousels[0]!.category.name).toBe('Name of recently-added');
  });

  it('shows mobile-only categories on mobile only, and drops empty carousels', () => {
    expect(carouselsOf(all, { mobile: true }).map((c) => c.category.uid)).toContain('science-fiction');
    expect(carouselsOf(all, { mobile: true }).map((c) => c.category.uid)).not.toContain('empty');
  });

  it('keeps only titles of the type asked for', () => {
    const series = carouselsOf(all, { type: 'series', mobile: false });
    expect(series.map((c) => c.category.uid)).toEqual(['drama']);
  });
});
