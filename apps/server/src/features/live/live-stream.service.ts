import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { entitlementsRepository } from '../catalog/entitlements.repository.ts';
import { channelGrantFor } from '../catalog/entitlements.ts';
import { liveChannelsRepository } from './live-channels.repository.ts';
import { LIVE_ADDRESS_TTL_SECONDS } from './live-config.ts';
import { signLiveUrl } from './live-signing.ts';

export const notEntitledMessage = 'This channel is not available in your package.';

/** The live channel call: the signed live address of a channel the user may watch. */
export class LiveStreamService {
  constructor(
    private readonly db: Db,
    private readonly signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Country and user are checked by the route; here the channel, the package and the quality cap. */
  async address(subscriberId: string, channelUid: string): Promise<{ url: string; expires_at: string }> {
    const channel = await liveChannelsRepository.findByUid(this.db, channelUid);
    if (!channel) throw new AppError('not_found', 'This channel does not exist.');
    const now = this.clock();
    let ttlSeconds = LIVE_ADDRESS_TTL_SECONDS;
    if (!channel.free_to_air) {
      const [packageIds, grants] = await Promise.all([
        liveChannelsRepository.packageIds(this.db, channel.id),
        entitlementsRepository.activeGrants(this.db, subscriberId, now),
      ]);
      const packages = packageIds.map((id) => ({ id }));
      const grant = channelGrantFor({ free_to_air: false, packages }, grants);
      if (!grant?.ends_at) throw new AppError('not_entitled', notEntitledMessage);
      // Never past the package that grants the channel.
      const untilEnd = Math.floor((Date.parse(grant.ends_at) - now.getTime()) / 1000);
      ttlSeconds = Math.min(ttlSeconds, untilEnd);
    }
    const quality = await liveChannelsRepository.preferredQuality(this.db, subscriberId);
    const cap = quality === 'auto' ? undefined : quality;
    const { url, expires } = signLiveUrl(channel.uid, ttlSeconds, this.signingSecret, now, cap);
    return { url, expires_at: new Date(expires * 1000).toISOString() };
  }
}
