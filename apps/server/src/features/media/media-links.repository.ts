import type { Db } from '../../db/database.ts';
import type { MediaOwnerKind } from '../../db/schema.ts';
import { type ReadyAsset, readyAssetColumns, toReadyAsset } from './media-assets.repository.ts';

/** A title that plays an asset: a movie, a movie's trailer, an episode or a channel's filler. */
export interface MediaOwner {
  kind: MediaOwnerKind;
  id: number;
}

/** The ready asset an owner plays, if any: what the stream endpoints sign an address for. */
export async function findAssetFor(
  db: Db,
  ownerKind: MediaOwnerKind,
  ownerId: number,
): Promise<ReadyAsset | undefined> {
  const row = await db
    .selectFrom('media_asset_links')
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .select(readyAssetColumns)
    .where('media_asset_links.owner_kind', '=', ownerKind)
    .where('media_asset_links.owner_id', '=', ownerId)
    .where('media_assets.status', '=', 'ready')
    .executeTakeFirst();
  return row ? toReadyAsset(row) : undefined;
}

/** Makes `owner` play `assetId`; answers the asset it played before, when that was another one. */
export async function linkAsset(db: Db, owner: MediaOwner, assetId: string): Promise<string | undefined> {
  const previous = await db
    .selectFrom('media_asset_links')
    .select('asset_id')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  await db
    .insertInto('media_asset_links')
    .values({ owner_kind: owner.kind, owner_id: owner.id, asset_id: assetId, linked_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['owner_kind', 'owner_id']).doUpdateSet({ asset_id: assetId, linked_at: new Date() }),
    )
    .execute();
  return previous && previous.asset_id !== assetId ? previous.asset_id : undefined;
}

/**
 * Deletes an asset no title links to and no programme schedules; answers its folder for the caller to
 * remove, or undefined when it is still in use.
 */
export async function deleteAssetIfUnused(db: Db, assetId: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('media_assets')
    .where('id', '=', assetId)
    .where(({ and, not, exists, selectFrom }) =>
      and([
        not(exists(selectFrom('media_asset_links').select('owner_id').where('asset_id', '=', assetId))),
        not(exists(selectFrom('epg_programmes').select('id').where('media_asset_id', '=', assetId))),
      ]),
    )
    .returning('folder')
    .executeTakeFirst();
  return row?.folder;
}

export const ownerKey = (owner: MediaOwner) => `${owner.kind}:${owner.id}`;

/** The folder of the asset each linked owner plays, keyed by `ownerKey`. */
export async function listLinkedFolders(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('media_asset_links')
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .select(['media_asset_links.owner_kind', 'media_asset_links.owner_id', 'media_assets.folder'])
    .execute();
  return new Map(rows.map((row) => [ownerKey({ kind: row.owner_kind, id: row.owner_id }), row.folder]));
}
