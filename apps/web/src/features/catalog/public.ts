// What other features may use from the catalog feature; everything else in it is private to it.
export { useSeries } from './api/get-series.ts';
export { useUserMovie } from './api/get-user-movie.ts';
export { useSeriesPurchase } from './api/get-user-series.ts';
export { CategoryCarousels } from './components/category-carousels.tsx';
export { PACKAGES_PAGE_CAROUSEL_LIMIT } from './lib/categories.ts';
export { type MovieDetailState, movieDetailLink, type SeriesState, seriesLink } from './lib/detail-routes.ts';
