import type { ContentItem, VodCategoryContent } from '@glotv/contracts/catalog';

/** Titles per carousel on the dashboard (and the movies pages), and on the packages page. */
export const DASHBOARD_CAROUSEL_LIMIT = 100;
export const PACKAGES_PAGE_CAROUSEL_LIMIT = 15;

export interface Carousel {
  category: VodCategoryContent;
  items: ContentItem[];
}

/**
 * The carousels a page shows, in the server's order (which carousels and their order are the editor's, as are
 * their names): mobile-only ones only on mobile, titles of the given type only, and no empty carousel.
 */
export function carouselsOf(
  categories: readonly VodCategoryContent[],
  { type, mobile }: { type?: ContentItem['type']; mobile: boolean },
): Carousel[] {
  return categories
    .filter((category) => mobile || !category.mobile_only)
    .map((category) => ({
      category,
      items: type ? category.content.filter((item) => item.type === type) : category.content,
    }))
    .filter((carousel) => carousel.items.length > 0);
}
