import { z } from 'zod';
import { operatorParamsSchema, translationSchema } from './catalog.ts';

/**
 * One search over what a subscriber may watch: movies, series (also by an episode's title), live channels, and
 * the people of casts and directors. Titles are matched in English and Portuguese, whatever the case and accents,
 * and with typing mistakes; names come back in the language asked for.
 */

/** What the search field accepts: trimmed, 1 to 100 characters. */
export const SEARCH_QUERY_MAX = 100;
/** At most this many results in each group, and titles under one person. */
export const SEARCH_GROUP_MAX = 12;
/** How many titles an empty answer suggests. */
export const SEARCH_SUGGESTIONS_MAX = 6;

export const searchParamsSchema = operatorParamsSchema;
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
  translation: translationSchema,
});

const imagePlaceholderSchema = z.string().max(1024).nullable();

/** A movie or a series as a poster and a title, leading to its detail page. */
export const searchTitleSchema = z.object({
  type: z.enum(['movie', 'series']),
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  image_id: z.string().nullable(),
  image_placeholder: imagePlaceholderSchema,
});

/** The episode whose title matched: its series' page opens on its season. */
export const searchEpisodeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  season: z.number().int(),
  number: z.number().int(),
});

export const searchSeriesSchema = searchTitleSchema.extend({
  type: z.literal('series'),
  /** Set when the series was found by one of its episodes' titles. */
  episode: searchEpisodeSchema.nullable(),
});

export const searchChannelSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  logo_image_id: z.string().nullable(),
  logo_placeholder: imagePlaceholderSchema,
});

/** A person of a cast or a director field, with the titles they are in. */
export const searchPersonSchema = z.object({
  name: z.string(),
  roles: z.array(z.enum(['cast', 'director'])),
  titles: z.array(searchTitleSchema),
});

export const searchResultsSchema = z.object({
  /** The query as it was searched (trimmed). */
  query: z.string(),
  movies: z.array(searchTitleSchema),
  series: z.array(searchSeriesSchema),
  channels: z.array(searchChannelSchema),
  people: z.array(searchPersonSchema),
  /** Only when nothing matched: the closest titles, or the most watched when none is close. */
  suggestions: z.array(searchTitleSchema),
});

export const searchResponseSchema = z.object({ data: searchResultsSchema });

export type SearchTitle = z.infer<typeof searchTitleSchema>;
export type SearchSeries = z.infer<typeof searchSeriesSchema>;
export type SearchChannel = z.infer<typeof searchChannelSchema>;
export type SearchPerson = z.infer<typeof searchPersonSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
