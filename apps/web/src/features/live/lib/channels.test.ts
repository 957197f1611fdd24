import type { ChannelCategory, UserChannel } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  channelPlayerLink,
  channelsInTab,
  freeToAirChannels,
  isChannelPlayable,
  programmePlayerLink,
} from './channels.ts';

const grant = { package_id: 4, ends_at: '2026-12-01T00:00:00.000Z', free_to_air: false as const };
const free = { package_id: null, ends_at: null, free_to_air: true as const };

function channel(id: number, position: number, freeToAir: boolean, bought = false): UserChannel {
  return {
    id,
    uid: `ch-${id}`,
    position,
    name: `Channel ${id}`,
    short_name: `C${id}`,
    description: '',
    free_to_air: freeToAir,
    logos: { CARD: null, NORMAL: null },
    packages: freeToAir ? [] : [{ id: 4 }],
    purchased: freeToAir ? free : bought ? grant : null,
  };
}

const channels = [
  channel(3, 30, true),
  channel(1, 10, false),
  channel(2, 20, true),
  channel(4, 40, false, true),
];
const categories: ChannelCategory[] = [
  { id: 1, uid: 'news', name: 'News', position: 1, channels: [channels[0]!, channels[1]!] },
];

describe('channels', () => {
  it('play when free to air or bought', () => {
    expect(channels.map(isChannelPlayable)).toEqual([true, false, true, true]);
  });

  it('fill the Free to Air carousel by position', () => {
    expect(freeToAirChannels(channels).map((c) => c.id)).toEqual([2, 3]);
  });

  it('are filtered by the selected tab; All (or an unknown tab) lists every channel', () => {
    expect(channelsInTab(channels, categories, 'news').map((c) => c.id)).toEqual([1, 3]);
    expect(channelsInTab(channels, categories, null).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(channelsInTab(channels, categories, 'nope').map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('open the live player with uid, name, id and the playable channels', () => {
    expect(channelPlayerLink(channels[1]!, channels)).toEqual({
      to: '/channelsplayer?uid=ch-1&id=1',
      state: { uid: 'ch-1', name: 'Channel 1', id: 1, purchased: [3, 2, 4] },
    });
    expect(channelPlayerLink(channels[0]!, channels, { onDashboard: true }).to).toBe(
      '/channelsplayerondashbd?uid=ch-3&id=3',
    );
  });
});

describe('programmePlayerLink', () => {
  it('opens the channel player on one programme', () => {
    expect(programmePlayerLink({ uid: 'glo-news-24', id: 1 }, '42')).toBe(
      '/channelsplayer?uid=glo-news-24&id=1&programme=42',
    );
  });
});
