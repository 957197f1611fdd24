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
