import type { ChannelCategory, UserChannel } from '@glotv/contracts/catalog';
import { type AppLink, paths } from '../../../config/paths.ts';

/** A channel plays when it is free to air or bought (`purchased` not null). */
export function isChannelPlayable(channel: Pick<UserChannel, 'free_to_air' | 'purchased'>): boolean {
  return channel.free_to_air || channel.purchased !== null;
}

const byPosition = (a: UserChannel, b: UserChannel) => a.position - b.position || a.id - b.id;

/** The dashboard's 'Free to Air' carousel, sorted by position. */
export function freeToAirChannels(channels: readonly UserChannel[]): UserChannel[] {
  return channels.filter((channel) => channel.free_to_air).sort(byPosition);
}

/** The Live TV list under a tab: every channel under 'All' (no tab), else the category's, by position. */
export function channelsInTab(
  channels: readonly UserChannel[],
  categories: readonly ChannelCategory[],
  tab: string | null,
): UserChannel[] {
  const category = tab === null ? undefined : categories.find((c) => c.uid === tab);
  if (!category) return [...channels].sort(byPosition);
  const ids = new Set(category.channels.map((channel) => channel.id));
  return channels.filter((channel) => ids.has(channel.id)).sort(byPosition);
}

export interface ChannelPlayerState {
  uid: string;
  name: string;
  id: number;
  /** Ids of the channels the subscriber can play (the spec's purchased-channel list). */
  purchased: number[];
}

/** The live player's state is uid, name, id and the purchased-channel list; uid and id are in the URL too. */
export function channelPlayerLink(
  channel: Pick<UserChannel, 'uid' | 'name' | 'id'>,
  channels: readonly UserChannel[],
  { onDashboard = false }: { onDashboard?: boolean } = {},
): AppLink<ChannelPlayerState> {
  const path = onDashboard ? paths.channelPlayerOnDashboard : paths.channelPlayer;
  const query = new URLSearchParams({ uid: channel.uid, id: String(channel.id) });
  return {
    to: `${path}?${query}`,
    state: {
      uid: channel.uid,
      name: channel.name,
      id: channel.id,
      purchased: channels.filter(isChannelPlayable).map((playable) => playable.id),
    },
  };
}

/** The channel player on one programme from its start (`?programme=`): start-over or catch-up. */
export function programmePlayerLink(channel: { uid: string; id: number }, programmeId: string): string {
  const query = new URLSearchParams({ uid: channel.uid, id: String(channel.id), programme: programmeId });
  return `${paths.channelPlayer}?${query}`;
}
