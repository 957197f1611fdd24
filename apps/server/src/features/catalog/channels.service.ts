import type { Channel, ChannelCategory } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { channelsRepository } from './channels.repository.ts';
import { type ActiveGrant, entitlementsRepository } from './entitlements.repository.ts';
import { packageRefsByOwner } from './entitlements.ts';

/** Live TV: the channel list, the Live TV tabs, and which channels a user may play. */
export class ChannelsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async channels(packageIds?: readonly number[]): Promise<Channel[]> {
    return (await this.channelsWithCategory(packageIds)).map(({ channel }) => channel);
  }

  /** /channelspage: one tab per category, named in `language`, channels sorted by position. */
  async categories(language: 'gb' | 'pt' = 'gb'): Promise<ChannelCategory[]> {
    const [categories, channels] = await Promise.all([
      channelsRepository.categories(this.db),
      this.channelsWithCategory(),
    ]);
    return categories.map((category) => ({
      id: category.id,
      uid: category.uid,
      name: language === 'pt' ? category.name_pt : category.name,
      position: category.position,
      channels: channels.filter((entry) => entry.categoryId === category.id).map(({ channel }) => channel),
    }));
  }

  /** The packages `subscriberId` may play now: what their channel list's `purchased` is made from. */
  grantsOf(subscriberId: string): Promise<ActiveGrant[]> {
    return entitlementsRepository.activeGrants(this.db, subscriberId, this.clock());
  }

  private async channelsWithCategory(packageIds?: readonly number[]) {
    const rows = await channelsRepository.list(this.db, packageIds);
    const packagesOf = packageRefsByOwner(
      await channelsRepository.packageRows(
        this.db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      categoryId: row.category_id,
      channel: {
        id: row.id,
        uid: row.uid,
        position: row.position,
        name: row.name,
        short_name: row.short_name,
        description: row.description,
        free_to_air: row.free_to_air,
        logos: { CARD: row.logo_card_image_id, NORMAL: row.logo_normal_image_id },
        logo_placeholders: { CARD: row.logo_card_placeholder, NORMAL: row.logo_normal_placeholder },
        packages: packagesOf(row.id),
      },
    }));
  }
}
