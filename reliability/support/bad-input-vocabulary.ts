import type { FastifyInstance } from 'fastify';
import { randomGloNumber } from '../../apps/server/src/features/accounts/accounts-test-fixtures.ts';
import type { Vocabulary } from './bad-input-values.ts';

export interface Subscriber {
  userId: string;
  username: string;
  msisdn: string;
  authorization: string;
}

/**
 * Real values by the names routes give them (path parameters, query and body fields), read from the seeded
 * catalog and the signed-in subscriber, so a request with one bad part gets past the lookups of the others.
 */
export async function vocabularyOf(app: FastifyInstance, subscriber: Subscriber): Promise<Vocabulary> {
  const db = app.db;
  const [movies, series, episodes, channels, images] = await Promise.all([
    db.selectFrom('movies').select(['id', 'uid']).orderBy('id').limit(2).execute(),
    db.selectFrom('series').select('id').orderBy('id').limit(2).execute(),
    db.selectFrom('episodes').select('id').orderBy('id').limit(2).execute(),
    db.selectFrom('channels').select(['uid', 'free_to_air']).orderBy('id').execute(),
    db.selectFrom('images').select('id').orderBy('id').limit(2).execute(),
  ]);
  const freeChannel = channels.find((channel) => channel.free_to_air)?.uid;
  const operator = app.config.operatorUid;
  // A programme on air now (start-over) and one that has ended (refused: no seeded channel has catch-up).
  const now = new Date();
  const programmes = await db
    .selectFrom('epg_programmes')
    .innerJoin('channels', 'channels.id', 'epg_programmes.channel_id')
    .select('epg_programmes.id')
    .where('channels.uid', '=', freeChannel ?? '')
    .where('epg_programmes.starts_at', '<=', now)
    .orderBy('epg_programmes.starts_at', 'desc')
    .limit(2)
    .execute();
  const live = freeChannel ? await liveAddress(app, subscriber, freeChannel) : undefined;
  const ids = [...movies, ...episodes].map((row) => String(row.id));
  return {
    operator: [operator],
    operator_uid: [operator],
    userId: [subscriber.userId],
    subscriber_uid: [subscriber.userId],
    movieId: movies.map((row) => String(row.id)),
    seriesId: series.map((row) => String(row.id)),
    series_id: series.map((row) => String(row.id)),
    id: ids,
    uid: [...movies.map((row) => row.uid), ...channels.slice(0, 3).map((row) => row.uid)],
    channels: channels.slice(0, 3).map((row) => row.uid),
    programmeId: programmes.map((row) => row.id),
    imageId: images.map((row) => row.id),
    // One address and one number that are not registered, so that sign-up OTPs are asked for and checked
    // against a real challenge; the subscriber's own number for the password reset's.
    email: ['bad-input@example.com'],
    mobile_number: [randomGloNumber()],
    phone_number: [randomGloNumber()],
    username: [subscriber.username],
    usr: [subscriber.username],
    to: [`+234${subscriber.msisdn}`],
    ...(live ?? {}),
  };
}

/** The parts of a signed live playlist address, so the playlist routes are reached past their signature. */
async function liveAddress(app: FastifyInstance, subscriber: Subscriber, channelUid: string) {
  const response = await app.inject({
    url: `/api/client/v1/${app.config.operatorUid}/users/${subscriber.userId}/live/channels/${channelUid}`,
    headers: { authorization: subscriber.authorization },
  });
  const url = response.statusCode === 200 ? (response.json().data.url as string) : '';
  const parts = /\/live\/s\/([^/]+)\/([^/]+)\/([^/]+)\/master\.m3u8$/.exec(url);
  if (!parts) return undefined;
  return { sig: [parts[1]!], expires: [parts[2]!], grant: [parts[3]!], rendition: ['standard', 'high'] };
}

/**
 * Real values for the console's support routes: a subscriber of their own (whose sessions a fuzzed request may
 * end without touching the subscriber the other routes sign in as), one of its sessions, and a purchase.
 */
export async function supportVocabularyOf(
  app: FastifyInstance,
  supported: Subscriber,
  purchaseOwner: Subscriber,
): Promise<Vocabulary> {
  const [session, purchase] = await Promise.all([
    app.db
      .selectFrom('sessions')
      .select('id')
      .where('subscriber_id', '=', supported.userId)
      .executeTakeFirstOrThrow(),
    app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', purchaseOwner.userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { subscriberId: [supported.userId], sessionId: [session.id], purchaseId: [purchase.id] };
}
