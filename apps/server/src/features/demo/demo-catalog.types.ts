/** Shapes of the demo catalog's hand-written data; ids are explicit so links (banners, URLs) stay stable. */

/** Genre categories a title is listed in; Top Ranked and Recently Added are computed from ratings and dates. */
export type GenreUid =
  | 'nollywood'
  | 'bollywood'
  | 'crime'
  | 'drama'
  | 'documentary'
  | 'family'
  | 'romance'
  | 'science-fiction'
  | 'thriller'
  | 'international';

export type VodCategoryUid = GenreUid | 'top-ranked' | 'recently-added';

export interface DemoVodCategory {
  id: number;
  uid: VodCategoryUid;
  name: string;
  /** The Portuguese name, where it differs from the English one. */
  namePt?: string;
  mobileOnly?: boolean;
  /** Computed carousels: the best rated or the newest titles, at most COMPUTED_CATEGORY_SIZE. */
  rule?: 'top_rated' | 'newest';
  /** Place on the dashboard, 1 first. */
  dashboard?: number;
}

/** A title's Portuguese texts. */
export interface DemoTextsPt {
  title: string;
  description: string;
}

export interface DemoMovie {
  id: number;
  title: string;
  facts: { year: number; minutes: number; rating: number; addedDaysAgo: number; country: string };
  genres: GenreUid[];
  director: string;
  cast: string;
  description: string;
}

/** [title, minutes, description] */
export type DemoEpisode = readonly [string, number, string];

export interface DemoSeries {
  id: number;
  title: string;
  facts: { rating: number; addedDaysAgo: number; country: string };
  genres: GenreUid[];
  director: string;
  cast: string;
  description: string;
  seasons: readonly [DemoEpisode[], DemoEpisode[]];
}

export interface DemoChannelCategory {
  id: number;
  uid: string;
  name: string;
}

export interface DemoChannel {
  id: number;
  uid: string;
  category: string;
  name: string;
  shortName: string;
  description: string;
  freeToAir?: boolean;
  /** Which programme pool fills its schedule; the category's uid when absent. */
  pool?: string;
}

export interface DemoBanner {
  id: number;
  title: string;
  caption: string;
  target: { kind: 'channel' | 'movie' | 'series'; uid: string };
}

/** [title, minutes, description] */
export type DemoProgramme = readonly [string, 30 | 45 | 60 | 90 | 120, string];
