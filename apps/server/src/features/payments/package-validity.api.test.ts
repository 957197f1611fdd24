import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import {
  buyByAirtime,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  type PaymentsTestBed,
  purchasedWindows,
} from './payments-test-fixtures.ts';

let bed: PaymentsTestBed;
const DAY = 86_400_000;
const EKO_BLUES = 1;

beforeAll(async () => {
  bed = await createPaymentsTestBed({ seed: true });
  await givePlayableMedia(bed.app, { kind: 'movie', id: EKO_BLUES });
});
afterAll(() => bed.close());

describe('validity of a bought package', () => {
  it('extends a package bought again while active from its current end', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const first = (await buyByAirtime(bed, buyer, LITE)).json().data;
    bed.advance(2 * DAY);
    try {
      const second = (await buyByAirtime(bed, buyer, LITE)).json().data;
      expect(second.starts_at).toBe(first.ends_at);
      expect(new Date(second.ends_at).getTime() - new Date(first.starts_at).getTime()).toBe(14 * DAY);
      expect((await purchasedWindows(bed, buyer)).get(LITE)).toEqual({
        starts_at: first.starts_at,
        ends_at: second.ends_at,
      });
      bed.advance(10 * DAY);
      expect((await purchasedWindows(bed, buyer)).get(LITE)).not.toBeNull();
      bed.advance(2 * DAY + 1000);
      expect((await purchasedWindows(bed, buyer)).get(LITE)).toBeNull();
    } finally {
      bed.advance(-(14 * DAY + 1000));
    }
  });

  it('stops granting movies and channels, stream addresses included, the moment the package ends', async () => {
    const buyer = await newBuyer(bed, 'glo');
    expect((await buyByAirtime(bed, buyer, LITE)).statusCode).toBe(200);
    const channel = await bed.app.db
      .selectFrom('channels')
      .innerJoin('channel_packages', 'channel_packages.channel_id', 'channels.id')
      .select('channels.uid')
      .where('channel_packages.package_id', '=', LITE)
      .where('channels.free_to_air', '=', false)
      .executeTakeFirstOrThrow();
    const movieAddress = () =>
      bed.app.inject({
        url: `/api/client/v1/glotv/users/${buyer.userId}/vod/movies/${EKO_BLUES}`,
        headers: buyer.headers,
      });
    const channelAddress = () =>
      bed.app.inject({
        url: `/api/client/v1/glotv/users/${buyer.userId}/live/channels/${channel.uid}`,
        headers: buyer.headers,
      });
    const movieGrant = async () =>
      (
        await bed.app.inject({
          url: `/api/client/v1/glotv/users/${buyer.userId}/movies/${EKO_BLUES}`,
          headers: buyer.headers,
        })
      ).json().data.purchased;

    expect((await movieAddress()).statusCode).toBe(200);
    expect((await channelAddress()).statusCode).toBe(200);
    expect(await movieGrant()).not.toBeNull();

    bed.advance(7 * DAY - 1000);
    try {
      expect((await movieAddress()).statusCode).toBe(200);
      bed.advance(2000);
      const refused = await movieAddress();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'not_entitled',
        message: 'This movie is not in your package.',
      });
      expect((await channelAddress()).statusCode).toBe(403);
      expect(await movieGrant()).toBeNull();
      expect((await purchasedWindows(bed, buyer)).get(LITE)).toBeNull();
    } finally {
      bed.advance(-(7 * DAY + 1000));
    }
  });
});
