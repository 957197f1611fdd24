import type { ConsoleAsset } from '@glotv/contracts/console-media';
import type { Db } from '../../db/database.ts';

/**
 * The ready assets, newest first, each with the file it was encoded from (when uploaded in the console) and the
 * movies, trailers and episodes that play it.
 */
export async function listReadyAssets(db: Db): Promise<ConsoleAsset[]> {
  const assets = await db
    .selectFrom('media_assets')
    .leftJoin('media_encodes', 'media_encodes.asset_id', 'media_assets.id')
    .select([
      'media_assets.id',
      'media_assets.duration_seconds',
      'media_assets.created_at',
      'media_encodes.file_name',
    ])
    .where('media_assets.status', '=', 'ready')
    .orderBy('media_assets.created_at', 'desc')
    .orderBy('media_assets.id')
    .execute();
  const links = await db
    .selectFrom('media_asset_links')
    .leftJoin('movies', (join) =>
      join
        .onRef('movies.id', '=', 'media_asset_links.owner_id')
        .on('media_asset_links.owner_kind', 'in', ['movie', 'trailer']),
    )
    .leftJoin('episodes', (join) =>
      join
        .onRef('episodes.id', '=', 'media_asset_links.owner_id')
        .on('media_asset_links.owner_kind', '=', 'episode'),
    )
    .select([
      'media_asset_links.asset_id',
      'media_asset_links.owner_kind',
      'media_asset_links.owner_id',
      'movies.title as movie_title',
      'episodes.title as episode_title',
    ])
    .orderBy('media_asset_links.owner_kind')
    .orderBy('media_asset_links.owner_id')
    .execute();
  const ownersOf = new Map<string, ConsoleAsset['owners']>();
  for (const link of links) {
    const owners = ownersOf.get(link.asset_id) ?? [];
    owners.push({
      kind: link.owner_kind,
      id: link.owner_id,
      title: link.movie_title ?? link.episode_title ?? null,
    });
    ownersOf.set(link.asset_id, owners);
  }
  return assets.map((asset) => {
    const owners = ownersOf.get(asset.id) ?? [];
    const named = owners.find((owner) => owner.title);
    return {
      id: asset.id,
      label: asset.file_name ?? (named ? `${named.title} (${named.kind})` : asset.id.slice(0, 8)),
      durationSeconds: asset.duration_seconds === null ? null : Number(asset.duration_seconds),
      owners,
      createdAt: new Date(asset.created_at).toISOString(),
    };
  });
}
