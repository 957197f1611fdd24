import type { ContentItem, VodCategoryContent } from '@glotv/contracts/catalog';
import { ownEntry } from '../../../lib/own-entry.ts';

/** The dashboard's carousels, in this order (category uids of the content API). */
export const dashboardCategories = ['recently-added', 'top-ranked', 'bollywood', 'international', 'drama'];
/** Titles per carousel on the dashboard (and the movies pages), and on the packages page. */
export const DASHBOARD_CAROUSEL_LIMIT = 100;
export const PACKAGES_PAGE_CAROUSEL_LIMIT = 15;

/** The catalog keys of the categories the spec names, so that their titles follow the interface language. */
export const categoryTitleKeys = {
  'recently-added': 'content.categories.recentlyAdded',
  'top-ranked': 'content.categories.topRanked',
  nollywood: 'content.categories.nollywood',
  bollywood: 'content.categories.bollywood',
  crime: 'content.categories.crime',
  drama: 'content.categories.drama',
  documentary: 'content.categories.documentary',
  family: 'content.categories.family',
  romance: 'content.categories.romance',
  'science-fiction': 'content.categories.scienceFiction',
  thriller: 'content.categories.thriller',
  international: 'content.categories.international',
} as const;

export type CategoryTitleKey = (typeof categoryTitleKeys)[keyof typeof categoryTitleKeys];

export function categoryTitleKey(uid: string): CategoryTitleKey | undefined {
  return ownEntry(categoryTitleKeys, uid);
}

export interface Carousel {
  category: VodCategoryContent;
  items: ContentItem[];
}

/**
 * The carousels a page shows: categories in the order asked for (else the server's), mobile-only ones only on
 * mobile, titles of the given type only, and no empty carousel.
 */
export function carouselsOf(
  categories: readonly VodCategoryContent[],
  { order, type, mobile }: { order?: readonly string[]; type?: ContentItem['type']; mobile: boolean },
): Carousel[] {
  const rank = (category: VodCategoryContent) => {
    const index = order?.indexOf(category.uid) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...categories]
    .filter((category) => mobile || !category.mobile_only)
    .filter((category) => !order || order.includes(category.uid))
    .sort((a, b) => rank(a) - rank(b) || a.position - b.position)
    .map((category) => ({
      category,
      items: type ? category.content.filter((item) => item.type === type) : category.content,
    }))
    .filter((carousel) => carousel.items.length > 0);
}
