import type { Db } from '../../db/database.ts';
import { ChannelEditor } from '../catalog/channels.editor.ts';
import * as ids from './demo-catalog.ids.ts';
import { demoChannelCategories, demoChannels } from './demo-channels.data.ts';

/**
 * Creates the demo Live TV categories and channels through the channel editor the console uses, inside the
 * seed's transaction (`trx`), after the logos' images. Paid channels are given by `channelPackageIds`, the packages
 * whose content claim covers channels (decision 015). Answers each channel's id by uid. The data's ids are the ones a fresh
 * database hands out in this order, which the demo banners rely on; a mismatch stops the seed.
 */
export async function seedDemoChannels(trx: Db, channelPackageIds: number[]): Promise<Map<string, number>> {
  const editor = new ChannelEditor(trx);
  const categoryIds = new Map<string, number>();
  for (const [index, category] of demoChannelCategories.entries()) {
    const created = await editor.createCategory({
      uid: category.uid,
      name: { gb: category.name, pt: category.namePt },
      position: index + 1,
    });
    categoryIds.set(category.uid, created.id);
  }
  const channelIds = new Map<string, number>();
  for (const [index, channel] of demoChannels.entries()) {
    const categoryId = categoryIds.get(channel.category);
    if (categoryId === undefined) throw new Error(`Demo channel category missing: ${channel.category}`);
    const created = await editor.createChannel({
      uid: channel.uid,
      name: channel.name,
      short_name: channel.shortName,
      description: channel.description,
      category_id: categoryId,
      position: index + 1,
      packages: channel.freeToAir ? [] : channelPackageIds,
      free_to_air: channel.freeToAir ?? false,
      logos: { CARD: ids.channelCardLogoId(channel), NORMAL: ids.channelLogoId(channel) },
      source: { kind: 'schedule' },
    });
    if (created.id !== channel.id) {
      throw new Error(
        `Demo channel ${channel.uid} got id ${created.id}, not ${channel.id}: is the table empty?`,
      );
    }
    channelIds.set(channel.uid, created.id);
  }
  return channelIds;
}
