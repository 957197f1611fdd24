import type { ChannelFiller } from '@glotv/contracts/live-console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { inTransaction } from '../catalog/channels.editor.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { epgRepository } from './epg.repository.ts';

export interface FillerWriteOptions {
  /** Runs inside the write's transaction, after the change: e.g. the console's audit record. */
  onChange?: (trx: Db, change: { before: ChannelFiller; after: ChannelFiller }) => Promise<void>;
}

const OWNER_KIND = 'channel_filler';

/**
 * A schedule channel's filler, the asset that plays wherever its schedule names nothing: read and chosen by
 * editors. The link is media's (one asset per owner); a relay channel plays its feed and has none.
 */
export class ChannelFillers {
  constructor(private readonly db: Db) {}

  async filler(channelId: number, db: Db = this.db): Promise<ChannelFiller> {
    await this.channel(db, channelId);
    const row = await db
      .selectFrom('media_asset_links')
      .select('asset_id')
      .where('owner_kind', '=', OWNER_KIND)
      .where('owner_id', '=', channelId)
      .executeTakeFirst();
    return { media_asset_id: row?.asset_id ?? null };
  }

  async setFiller(channelId: number, input: ChannelFiller, options: FillerWriteOptions = {}) {
    return inTransaction(this.db, async (trx) => {
      const channel = await this.channel(trx, channelId);
      const assetId = input.media_asset_id;
      if (assetId !== null && channel.source_kind === 'relay') {
        throw new AppError('bad_request', 'A relay channel plays its feed; it has no filler.');
      }
      if (assetId !== null && !(await epgRepository.readyFolders(trx, [assetId])).has(assetId)) {
        throw new AppError('bad_request', `No ready media asset ${assetId}.`);
      }
      const before = await this.filler(channelId, trx);
      if (assetId === null) {
        await trx
          .deleteFrom('media_asset_links')
          .where('owner_kind', '=', OWNER_KIND)
          .where('owner_id', '=', channelId)
          .execute();
      } else {
        await linkAsset(trx, { kind: OWNER_KIND, id: channelId }, assetId);
      }
      const after = { media_asset_id: assetId };
      await options.onChange?.(trx, { before, after });
      return after;
    });
  }

  private async channel(db: Db, channelId: number) {
    const channel = await epgRepository.channel(db, channelId);
    if (!channel) throw new AppError('not_found', 'No such channel.');
    return channel;
  }
}
