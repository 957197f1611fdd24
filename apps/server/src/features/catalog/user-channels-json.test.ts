import { type Channel, type ChannelGrant, userChannelsResponseSchema } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { userChannelsJson } from './user-channels-json.ts';

const channel = (id: number, overrides: Partial<Channel> = {}): Channel => ({
  id,
  uid: `channel-${id}`,
  position: id,
  name: `Channel "${id}"`,
  short_name: `C${id}`,
  description: 'News, sport \u2014 and films',
  free_to_air: id === 1,
  logos: { CARD: `logo-${id}`, NORMAL: null },
  packages: [{ id: 3 }],
  ...overrides,
});

const grantOf = (listed: Channel): ChannelGrant | null =>
  listed.free_to_air
    ? { package_id: null, ends_at: null, free_to_air: true }
    : listed.id === 2
      ? { package_id: 3, ends_at: '2026-12-01T00:00:00.000Z', free_to_air: false }
      : null;

/** What the route's response serialiser writes for the same channels. */
const serialised = (channels: readonly Channel[]) =>
  JSON.stringify(
    userChannelsResponseSchema.parse({
      data: channels.map((listed) => ({ ...listed, purchased: grantOf(listed) })),
    }),
  );

describe('userChannelsJson', () => {
  it("writes the text the response schema writes: each channel with the subscriber's purchased", () => {
    const withPlaceholders = channel(3, {
      logo_placeholders: { CARD: 'data:image/webp;base64,AAAA', NORMAL: null },
    });
    const channels = [channel(1), channel(2), withPlaceholders];
    expect(userChannelsJson(channels, grantOf)).toBe(serialised(channels));
  });

  it('drops what the contract does not name, as the response schema does', () => {
    const channels = [{ ...channel(2), internal_note: 'not for subscribers' } as Channel];
    expect(JSON.parse(userChannelsJson(channels, grantOf)).data[0]).not.toHaveProperty('internal_note');
    expect(userChannelsJson(channels, grantOf)).toBe(serialised(channels));
  });

  it('answers an empty list', () => {
    expect(userChannelsJson([], grantOf)).toBe('{"data":[]}');
  });

  it('refuses a purchased value outside the contract instead of writing it', () => {
    expect(() =>
      userChannelsJson([channel(2)], () => ({ package_id: 3 }) as unknown as ChannelGrant),
    ).toThrow();
  });
});
