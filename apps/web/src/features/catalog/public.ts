// What other features may use from the catalog feature; everything else in it is private to it.
export { CategoryCarousels } from './components/category-carousels.tsx';
export { PACKAGES_PAGE_CAROUSEL_LIMIT } from './lib/categories.ts';
