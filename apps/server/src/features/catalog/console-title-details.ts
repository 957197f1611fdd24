import type { Db } from '../../db/database.ts';
import type { MediaOwnerKind } from '../../db/schema.ts';

/**
 * What the console's title editor shows beside a movie's or a series' own row: its packages, its editor's
 * carousels, the video linked to it (and its trailer) with whether that video is ready, and for a series its
 * seasons with their episodes. SQL only; the routes add these to the row.
 */

export interface LinkedVideo {
  asset_id: string;
  status: 'processing' | 'ready' | 'failed';
}

async function linkedVideos(
  db: Db,
  ownerKind: MediaOwnerKind,
  ownerIds: readonly number[],
): Promise<Map<number, LinkedVideo>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_asset_links')
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .select(['media_asset_links.owner_id', 'media_asset_links.asset_id', 'media_assets.status'])
    .where('media_asset_links.owner_kind', '=', ownerKind)
    .where('media_asset_links.owner_id', 'in', [...ownerIds])
    .orderBy('media_asset_links.linked_at')
    .execute();
  return new Map(rows.map((row) => [row.owner_id, { asset_id: row.asset_id, status: row.status }]));
}

async function seasonsOf(db: Db, seriesId: number) {
  const seasons = await db
    .selectFrom('seasons')
    .select(['id', 'number', 'title', 'title_pt'])
    .where('series_id', '=', seriesId)
    .orderBy('number')
    .execute();
  const episodes =
    seasons.length === 0
      ? []
      : await db
          .selectFrom('episodes')
          .select([
            'id',
            'uid',
            'season_id',
            'number',
            'title',
            'title_pt',
            'description',
            'description_pt',
            'duration_minutes',
            'image_id',
            'published_at',
          ])
          .where(
            'season_id',
            'in',
            seasons.map((season) => season.id),
          )
          .where('deleted_at', 'is', null)
          .orderBy('number')
          .execute();
  const videos = await linkedVideos(
    db,
    'episode',
    episodes.map((episode) => episode.id),
  );
  return seasons.map((season) => ({
    ...season,
    episodes: episodes
      .filter((episode) => episode.season_id === season.id)
      .map((episode) => ({ ...episode, video: videos.get(episode.id) ?? null })),
  }));
}

export async function movieDetails(db: Db, id: number) {
  const [packages, categories, video, trailer] = await Promise.all([
    db.selectFrom('movie_packages').select('package_id').where('movie_id', '=', id).execute(),
    db.selectFrom('vod_category_items').select('category_id').where('movie_id', '=', id).execute(),
    linkedVideos(db, 'movie', [id]),
    linkedVideos(db, 'trailer', [id]),
  ]);
  return {
    package_ids: packages.map((row) => row.package_id),
    category_ids: categories.map((row) => row.category_id),
    video: video.get(id) ?? null,
    trailer: trailer.get(id) ?? null,
  };
}

export async function seriesDetails(db: Db, id: number) {
  const [packages, categories, seasons] = await Promise.all([
    db.selectFrom('series_packages').select('package_id').where('series_id', '=', id).execute(),
    db.selectFrom('vod_category_items').select('category_id').where('series_id', '=', id).execute(),
    seasonsOf(db, id),
  ]);
  return {
    package_ids: packages.map((row) => row.package_id),
    category_ids: categories.map((row) => row.category_id),
    seasons,
  };
}

/** The ids among `ids` that have a ready video: a movie's own, a series' on one of its episodes. */
export async function readyVideoIds(
  db: Db,
  kind: 'movies' | 'series',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const ready = db
    .selectFrom('media_asset_links')
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .where('media_assets.status', '=', 'ready');
  if (kind === 'movies') {
    const rows = await ready
      .select('media_asset_links.owner_id as id')
      .where('media_asset_links.owner_kind', '=', 'movie')
      .where('media_asset_links.owner_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }
  const rows = await ready
    .innerJoin('episodes', 'episodes.id', 'media_asset_links.owner_id')
    .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
    .select('seasons.series_id as id')
    .where('media_asset_links.owner_kind', '=', 'episode')
    .where('episodes.deleted_at', 'is', null)
    .where('seasons.series_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
