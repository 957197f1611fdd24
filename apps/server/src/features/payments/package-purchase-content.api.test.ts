import type { UserPackage } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../catalog/catalog-test-fixtures.ts';
import { notEntitledMessage as channelNotEntitledMessage } from '../live/live-stream.service.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';
import { seedPackageList } from '../packages/packages.seed.ts';
import { movieNotEntitledMessage, seriesNotEntitledMessage } from '../streams/streams.service.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import {
  buyByAirtime,
  confirmCard,
  createPaymentsTestBed,
  newBuyer,
  openCheckout,
  type PaymentsTestBed,
} from './payments-test-fixtures.ts';

/**
 * Every package in the catalog, bought the way the web app buys it, plays one title of every kind of content
 * it claims and answers the pay prompt's refusal for every kind it does not.
 */
let bed: PaymentsTestBed;
/** A movie the demo catalog once kept for the dearer packages only. */
const MOVIE = 'shadows-of-ikoyi';
const PAID_CHANNEL = 'naija-business-live';
let episodeId: number;

beforeAll(async () => {
  bed = await createPaymentsTestBed({ seed: true });
  // The paid return alone activates: the server verifies the transaction with the provider.
  bed.cardProvider.setWebhook({ enabled: false, duplicates: 0, order: 'after_redirect' });
  const { db } = bed.app;
  const movie = await db.selectFrom('movies').select('id').where('uid', '=', MOVIE).executeTakeFirstOrThrow();
  const episode = await db.selectFrom('episodes').select('id').orderBy('id').executeTakeFirstOrThrow();
  const channel = await db
    .selectFrom('channels')
    .select(['id', 'free_to_air'])
    .where('uid', '=', PAID_CHANNEL)
    .executeTakeFirstOrThrow();
  expect(channel.free_to_air).toBe(false);
  episodeId = episode.id;
  await givePlayableMedia(bed.app, { kind: 'movie', id: movie.id });
  await givePlayableMedia(bed.app, { kind: 'episode', id: episodeId });
  await givePlayableMedia(bed.app, { kind: 'channel_filler', id: channel.id });
});
afterAll(() => bed.close());

type Claims = Pick<UserPackage, 'includes_movies' | 'includes_channels'>;

/** Each kind of content a package can give, the claim that gives it, and the refusal the pay prompt answers. */
const contentKinds = [
  {
    kind: 'a movie',
    claimedBy: (pack: Claims) => pack.includes_movies,
    address: () => `/vod/movies/${MOVIE}`,
    refusal: movieNotEntitledMessage,
  },
  {
    kind: 'a series episode',
    claimedBy: (pack: Claims) => pack.includes_movies,
    address: () => `/vod/episodes/${episodeId}`,
    refusal: seriesNotEntitledMessage,
  },
  {
    kind: 'a paid TV channel',
    claimedBy: (pack: Claims) => pack.includes_channels,
    address: () => `/live/channels/${PAID_CHANNEL}`,
    refusal: channelNotEntitledMessage,
  },
];

const catalog = seedPackageList.map((pack) => ({
  name: `${pack.payment_method} ${pack.title_gb} (${pack.description_gb})`,
  uid: pack.uid,
  method: pack.payment_method,
}));

function streamAddress(buyer: Viewer, address: string) {
  return bed.app.inject({
    url: `/api/client/v1/glotv/users/${buyer.userId}${address}`,
    headers: buyer.headers,
  });
}

/** The package as the buyer's packages page shows it: only packages of the buyer's audience are there. */
async function offered(buyer: Viewer, uid: string): Promise<UserPackage> {
  const response = await bed.app.inject({
    url: `/api/client/v1/glotv/users/${buyer.userId}/packages`,
    headers: buyer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const pack = (response.json().data as UserPackage[]).find((entry) => entry.uid === uid);
  if (!pack) throw new Error(`${uid} is not offered to ${buyer.username}`);
  return pack;
}

/** Airtime: one charge on the operator's gateway. Card: the provider's checkout, paid, then the verified return. */
async function buy(buyer: Viewer, method: 'airtime' | 'card', packageId: number) {
  if (method === 'airtime') return buyByAirtime(bed, buyer, packageId);
  const checkout = await openCheckout(bed, buyer, packageId);
  const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
  return confirmCard(bed, buyer, packageId, checkout.tx_ref, transaction!.id);
}

it('buys every package in the catalog here, and the catalog has no other', async () => {
  const uids = await bed.app.db.selectFrom('packages').select('uid').orderBy('id').execute();
  expect(uids.map((row) => row.uid)).toEqual(catalog.map((pack) => pack.uid));
});

describe.each(catalog)('buying $name', ({ uid, method }) => {
  it('plays a title of every kind it claims and is asked to pay for every other kind', async () => {
    const buyer = await newBuyer(bed, method === 'airtime' ? 'glo' : 'email');
    const pack = await offered(buyer, uid);
    expect(pack.audience).toBe(method === 'airtime' ? 'glo' : 'card');
    const claimed = contentKinds.filter((content) => content.claimedBy(pack));
    const unclaimed = contentKinds.filter((content) => !content.claimedBy(pack));
    // What the package says in words is what its claims say.
    expect(/TV channels/.test(pack.description)).toBe(pack.includes_channels);
    expect(/movies/i.test(pack.description)).toBe(pack.includes_movies);
    expect(claimed.length).toBeGreaterThan(0);

    for (const content of claimed) {
      const before = await streamAddress(buyer, content.address());
      expect(before.statusCode, `${content.kind} before buying`).toBe(403);
    }

    const purchase = await buy(buyer, method, pack.id);
    expect(purchase.statusCode, purchase.body).toBe(200);
    expect(purchase.json()).toMatchObject({
      message: 'package activated successfully',
      data: { package_id: pack.id, method, status: 'active' },
    });

    for (const content of claimed) {
      const stream = await streamAddress(buyer, content.address());
      expect(stream.statusCode, `${content.kind}: ${stream.body}`).toBe(200);
      const { url } = stream.json().data as { url: string };
      expect(url).toMatch(/^\/(media|live)\/s\/.+\/master\.m3u8$/);
      const master = await bed.app.inject({ url });
      expect(master.statusCode, `${content.kind} master playlist: ${master.body}`).toBe(200);
      expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(parseMasterPlaylist(master.body).variants.map((variant) => variant.uri)).toEqual([
        'data_saver/index.m3u8',
        'standard/index.m3u8',
        'high/index.m3u8',
      ]);
    }

    for (const content of unclaimed) {
      const refused = await streamAddress(buyer, content.address());
      expect(refused.statusCode, content.kind).toBe(403);
      expect(refused.json().error).toEqual({ code: 'not_entitled', message: content.refusal });
    }
  });
});
