import type { DemoBanner, DemoMovie, DemoVodCategory } from './demo-catalog.types.ts';
import { bollywoodMovies } from './demo-movies-bollywood.data.ts';
import { documentaryMovies } from './demo-movies-documentary.data.ts';
import { internationalMovies } from './demo-movies-international.data.ts';
import { nollywoodMovies } from './demo-movies-nollywood.data.ts';
import { nollywoodGenreMovies } from './demo-movies-nollywood-genre.data.ts';

/** Content dates are counted back from this fixed day, so every seed of the catalog is identical. */
export const CATALOG_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

/** How many titles the computed carousels (Top Ranked, Recently Added) hold. */
export const COMPUTED_CATEGORY_SIZE = 12;

/**
 * /moviespage: the carousels, in this order; the dashboard shows Recently Added, Top Ranked, Bollywood,
 * International and Drama. Seeded once: afterwards the console changes them.
 */
export const demoVodCategories: DemoVodCategory[] = [
  {
    id: 1,
    uid: 'top-ranked',
    name: 'Top Ranked',
    namePt: 'Mais bem classificados',
    rule: 'top_rated',
    dashboard: 2,
  },
  { id: 2, uid: 'nollywood', name: 'Nollywood' },
  {
    id: 3,
    uid: 'recently-added',
    name: 'Recently Added',
    namePt: 'Adicionados recentemente',
    rule: 'newest',
    dashboard: 1,
  },
  { id: 4, uid: 'bollywood', name: 'Bollywood', dashboard: 3 },
  { id: 5, uid: 'crime', name: 'Crime' },
  { id: 6, uid: 'drama', name: 'Drama', dashboard: 5 },
  { id: 7, uid: 'documentary', name: 'Documentary', namePt: 'Documentário' },
  { id: 8, uid: 'family', name: 'Family', namePt: 'Família' },
  { id: 9, uid: 'romance', name: 'Romance' },
  { id: 10, uid: 'science-fiction', name: 'Science Fiction', namePt: 'Ficção científica', mobileOnly: true },
  { id: 11, uid: 'thriller', name: 'Thriller', namePt: 'Suspense' },
  { id: 12, uid: 'international', name: 'International', namePt: 'Internacional', dashboard: 4 },
];

export const demoMovies: DemoMovie[] = [
  ...nollywoodMovies,
  ...nollywoodGenreMovies,
  ...bollywoodMovies,
  ...internationalMovies,
  ...documentaryMovies,
];

/** The dashboard's rotating banner: live channels, movies and series. */
export const demoBanners: DemoBanner[] = [
  {
    id: 1,
    title: 'Shadows of Ikoyi',
    caption: 'New mystery, only on Max',
    target: { kind: 'movie', uid: 'shadows-of-ikoyi' },
  },
  {
    id: 2,
    title: 'Matchday Live',
    caption: 'Live now on Glo Sports Arena',
    target: { kind: 'channel', uid: 'glo-sports-arena' },
  },
  {
    id: 3,
    title: 'The Estate: Season 2',
    caption: 'New episodes every week',
    target: { kind: 'series', uid: 'the-estate' },
  },
  {
    id: 4,
    title: 'Lagos 2099',
    caption: 'The city that refuses to sink',
    target: { kind: 'movie', uid: 'lagos-2099' },
  },
  {
    id: 5,
    title: 'GLO News 24',
    caption: 'Free to air, around the clock',
    target: { kind: 'channel', uid: 'glo-news-24' },
  },
  {
    id: 6,
    title: 'Enugu Boys',
    caption: 'Binge both seasons now',
    target: { kind: 'series', uid: 'enugu-boys' },
  },
];
