import { ownEntry } from '../../../lib/own-entry.ts';

/**
 * The catalog keys of the Live TV categories, so that their tab names follow the interface language; a
 * category the operator adds later shows the name the server gives it.
 */
export const channelCategoryKeys = {
  news: 'live.categories.news',
  entertainment: 'live.categories.entertainment',
  sports: 'live.categories.sports',
  kids: 'live.categories.kids',
  music: 'live.categories.music',
} as const;

export type ChannelCategoryKey = (typeof channelCategoryKeys)[keyof typeof channelCategoryKeys];

export function channelCategoryKey(uid: string): ChannelCategoryKey | undefined {
  return ownEntry(channelCategoryKeys, uid);
}
