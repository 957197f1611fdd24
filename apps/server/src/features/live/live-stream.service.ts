import { CATCH_UP_HOURS, type LiveProgrammeStreamResponse } from '@glotv/contracts/live';
import type { QualityChoice } from '@glotv/contracts/streams';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import { type ActiveGrant, entitlementsRepository } from '../catalog/entitlements.repository.ts';
import { epgRepository } from './epg.repository.ts';
import { liveChannelsRepository } from './live-channels.repository.ts';
import { LIVE_ADDRESS_TTL_SECONDS } from './live-config.ts';
import { type LiveAddress, SignedLiveAddresses } from './signed-live-addresses.ts';

export const notEntitledMessage = 'This channel is not available in your package.';

const HOUR = 3_600_000;
const unavailable = (message: string) => new AppError('catch_up_unavailable', message);
export const programmeRefusals = {
  relay: 'This channel cannot be played from the start of a programme.',
  future: 'This programme has not started yet.',
  noCatchUp: 'This programme has ended, and this channel does not offer catch-up.',
  tooOld: `This programme is older than ${CATCH_UP_HOURS} hours and can no longer be played.`,
} as const;

type ProgrammeAddress = LiveProgrammeStreamResponse['data'];

/** The live channel call: the signed live address of a channel the user may watch. */
export class LiveStreamService {
  private readonly signed: SignedLiveAddresses;

  constructor(
    private readonly db: Db,
    signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
    /** Channels and their packages are catalog: kept with it, and cleared with it when an editor changes them. */
    private readonly catalogCache?: CatalogCache,
  ) {
    this.signed = new SignedLiveAddresses(signingSecret);
  }

  /**
   * Country and user are checked by the route; here the channel, the package and the quality cap (the
   * signed-in session's, when the route has it, else read).
   */
  async address(
    subscriberId: string,
    channelUid: string,
    preferredQuality?: QualityChoice,
  ): Promise<LiveAddress> {
    const { channel, ttlSeconds, cap, now } = await this.grant(subscriberId, channelUid, preferredQuality);
    return this.signed.address(channel.uid, ttlSeconds, now, cap);
  }

  /**
   * A programme of a schedule channel from its start, under the same checks and signing as the live address:
   * while it airs (start-over, any schedule channel), or once it has ended when the channel allows catch-up and
   * it started at most CATCH_UP_HOURS ago. Never one that has not started.
   */
  async programmeAddress(
    subscriberId: string,
    channelUid: string,
    programmeId: string,
    preferredQuality?: QualityChoice,
  ): Promise<ProgrammeAddress> {
    const { channel, ttlSeconds, cap, now } = await this.grant(subscriberId, channelUid, preferredQuality);
    if (channel.source_kind !== 'schedule') throw unavailable(programmeRefusals.relay);
    const programme = await epgRepository.programme(this.db, channel.id, programmeId);
    if (!programme) throw new AppError('not_found', 'This programme does not exist on this channel.');
    const window = { startsAt: new Date(programme.starts_at), endsAt: new Date(programme.ends_at) };
    if (window.startsAt > now) throw unavailable(programmeRefusals.future);
    const ended = window.endsAt <= now;
    if (ended && !channel.allows_catch_up) throw unavailable(programmeRefusals.noCatchUp);
    if (ended && now.getTime() - window.startsAt.getTime() > CATCH_UP_HOURS * HOUR) {
      throw unavailable(programmeRefusals.tooOld);
    }
    const address = this.signed.address(channel.uid, ttlSeconds, now, cap, window);
    return {
      ...address,
      kind: ended ? 'catch_up' : 'start_over',
      starts_at: window.startsAt.toISOString(),
      ends_at: window.endsAt.toISOString(),
    };
  }

  /**
   * Country and user are checked by the route; here the channel, the package and the quality cap (the
   * signed-in session's, when the route has it, else read).
   */
  private async grant(subscriberId: string, channelUid: string, preferredQuality?: QualityChoice) {
    const { channel, packageIds } = await this.channelOf(channelUid);
    if (!channel) throw new AppError('not_found', 'This channel does not exist.');
    const now = this.clock();
    let ttlSeconds = LIVE_ADDRESS_TTL_SECONDS;
    if (!channel.free_to_air) {
      const grants = await entitlementsRepository.activeGrants(this.db, subscriberId, now);
      const endsAt = latestEnd(packageIds, grants);
      if (endsAt === undefined) throw new AppError('not_entitled', notEntitledMessage);
      // Never past the package that grants the channel.
      const untilEnd = Math.floor((endsAt - now.getTime()) / 1000);
      ttlSeconds = Math.min(ttlSeconds, untilEnd);
    }
    const quality =
      preferredQuality ?? (await liveChannelsRepository.preferredQuality(this.db, subscriberId));
    const cap = quality === 'auto' ? undefined : quality;
    return { channel, ttlSeconds, cap, now };
  }

  private async channelOf(uid: string) {
    const load = async () => {
      const channel = await liveChannelsRepository.findByUid(this.db, uid);
      return {
        channel,
        packageIds: channel ? await liveChannelsRepository.packageIds(this.db, channel.id) : [],
      };
    };
    return this.catalogCache ? (await this.catalogCache.get(`live-channel|${uid}`, load)).body : load();
  }
}

/** The end of the longest-lasting active grant among the channel's packages, if any grants it. */
function latestEnd(packageIds: readonly number[], grants: readonly ActiveGrant[]): number | undefined {
  let latest: number | undefined;
  for (const grant of grants) {
    const endsAt = grant.endsAt.getTime();
    if (packageIds.includes(grant.packageId) && (latest === undefined || endsAt > latest)) latest = endsAt;
  }
  return latest;
}
