import { playingResponseSchema } from '@glotv/contracts/stream-leases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomEmail, signUp, webClient } from '../accounts/accounts-test-fixtures.ts';
import { daysAround, grantPackage } from '../catalog/catalog-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import { LEASE_SECONDS } from './stream-leases.service.ts';

const PASSWORD = 'lease-pass-1';
const EKO_BLUES = { id: 1, uid: 'eko-blues', title: 'Eko Blues' };
const FREE = { uid: 'glo-news-24', name: 'GLO News 24' };
const userAgents = {
  phone:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  laptop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  tablet: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

let testApp: TestApp;
let app: FastifyInstance;
/** A second instance on the same database (and, in the PostgreSQL pass, the same Redis). */
let second: FastifyInstance;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

interface Device {
  userId: string;
  deviceId: string;
  headers: Record<string, string>;
}

async function subscriber(): Promise<string> {
  const email = randomEmail();
  await signUp(app, { email }, PASSWORD);
  return email;
}

async function device(email: string, name: string, userAgent = userAgents.phone): Promise<Device> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/client/v1/global/login',
    headers: { authorization: webClient, 'user-agent': userAgent },
    payload: { username: email, password: PASSWORD, device: name, device_class: 'mobile' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user_id, device_id, access_token } = response.json().data;
  return { userId: user_id, deviceId: device_id, headers: { authorization: `Bearer ${access_token}` } };
}

const user = (as: Device) => `/api/client/v1/glotv/users/${as.userId}`;
const movie = (as: Device, on = app, query = '') =>
  on.inject({ url: `${user(as)}/vod/movies/${EKO_BLUES.id}${query}`, headers: as.headers });
const channel = (as: Device, on = app) =>
  on.inject({ url: `${user(as)}/live/channels/${FREE.uid}`, headers: as.headers });
const renew = (as: Device, target: { kind: string; id: string }, start = false, on = app) =>
  on.inject({
    method: 'PUT',
    url: `${user(as)}/streams/lease`,
    headers: as.headers,
    payload: { ...target, start },
  });
const playing = (as: Device, query = '') =>
  app.inject({ url: `${user(as)}/streams/playing${query}`, headers: as.headers });
const stop = (as: Device, holder: string) =>
  app.inject({ method: 'DELETE', url: `${user(as)}/streams/playing/${holder}`, headers: as.headers });
const release = (as: Device, body: string) =>
  app.inject({
    method: 'POST',
    url: `${user(as)}/streams/lease/release`,
    headers: { ...as.headers, 'content-type': 'text/plain' },
    payload: body,
  });

/** Three devices of a new subscriber who may play Eko Blues: a phone, a laptop and a tablet. */
async function threeDevices(): Promise<[Device, Device, Device]> {
  const email = await subscriber();
  const phone = await device(email, 'phone-1', userAgents.phone);
  const laptop = await device(email, 'laptop-1', userAgents.laptop);
  const tablet = await device(email, 'tablet-1', userAgents.tablet);
  const packageId = await app.db
    .selectFrom('movie_packages')
    .select('package_id')
    .where('movie_id', '=', EKO_BLUES.id)
    .executeTakeFirstOrThrow();
  await grantPackage(app, phone.userId, packageId.package_id, daysAround(1, 30));
  return [phone, laptop, tablet];
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'], clock });
  app = testApp.app;
  await givePlayableMedia(app, { kind: 'movie', id: EKO_BLUES.id });
  second = await buildApp({ config: testApp.config, db: app.db, seed: false, clock });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

describe('concurrent streams', () => {
  it('lets two devices play and refuses the third, naming the two devices and what they play', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await channel(laptop)).statusCode).toBe(200);

    const refused = await channel(tablet);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('stream_limit');
    expect(refused.json().error.message).toBe(
      `You can watch on 2 devices at a time. Now playing: Chrome on Android (${EKO_BLUES.title}), Edge on Windows (${FREE.name}). Stop one to watch here.`,
    );

    const list = playingResponseSchema.parse((await playing(tablet)).json()).data;
    expect(list.limit).toBe(2);
    expect(list.playing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: phone.deviceId,
          browser: 'Chrome',
          os: 'Android',
          kind: 'movie',
          title: EKO_BLUES.title,
          this_device: false,
        }),
        expect.objectContaining({
          id: laptop.deviceId,
          browser: 'Edge',
          os: 'Windows',
          kind: 'channel',
          title: FREE.name,
          platform: null,
        }),
      ]),
    );
    expect(list.playing).toHaveLength(2);
  });

  it('names what plays in Portuguese when asked, series and episode alike; a channel keeps its one name', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    const episode = await app.db
      .selectFrom('episodes')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .innerJoin('series', 'series.id', 'seasons.series_id')
      .select(['episodes.id', 'episodes.title_pt', 'series.title_pt as series_pt'])
      .where('episodes.title_pt', 'is not', null)
      .where('series.title_pt', 'is not', null)
      .orderBy('episodes.id')
      .executeTakeFirstOrThrow();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await renew(laptop, { kind: 'episode', id: String(episode.id) }, true)).statusCode).toBe(200);

    const titles = async (query: string) =>
      playingResponseSchema
        .parse((await playing(tablet, query)).json())
        .data.playing.map((stream) => stream.title)
        .sort();
    expect(await titles('?translation=pt')).toEqual(
      ['Blues de Eko', `${episode.series_pt}: ${episode.title_pt}`].sort(),
    );
    expect(await titles('')).toContain(EKO_BLUES.title);
    // The refusal's message is for API clients, in English whatever the interface's language.
    expect((await channel(tablet)).json().error.message).toContain(`(${EKO_BLUES.title})`);

    expect((await renew(laptop, { kind: 'channel', id: FREE.uid })).statusCode).toBe(200);
    expect(await titles('?translation=pt')).toContain(FREE.name);
  });

  it('keeps one place per device when it restarts or changes title', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await channel(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    const list = playingResponseSchema.parse((await playing(phone)).json()).data.playing;
    expect(list.map((stream) => [stream.id, stream.kind, stream.this_device]).sort()).toEqual(
      [
        [phone.deviceId, 'channel', true],
        [laptop.deviceId, 'movie', false],
      ].sort(),
    );
    expect((await movie(tablet)).statusCode).toBe(409);
  });

  it('takes no place for an address asked ahead of Play; the player leases it when it starts', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    expect((await movie(tablet, app, '?ahead=1')).statusCode).toBe(200);
    const refused = await renew(tablet, { kind: 'movie', id: String(EKO_BLUES.id) }, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('stream_limit');
  });

  it('stops a device from another one: the stopped player is told so, and the third device plays', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    const target = { kind: 'movie', id: String(EKO_BLUES.id) };
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    expect((await movie(tablet)).statusCode).toBe(409);

    expect((await stop(tablet, phone.deviceId)).json()).toEqual({ status: 'ok' });
    const told = await renew(phone, target);
    expect(told.statusCode).toBe(409);
    expect(told.json().error).toEqual({
      code: 'stream_stopped',
      message: 'Playback was stopped from another device.',
    });
    expect((await movie(tablet)).statusCode).toBe(200);
    // Pressing Play again is a new start: it is refused only because both places are taken.
    expect((await renew(phone, target, true)).json().error.code).toBe('stream_limit');
  });

  it('renews a lease while the player plays, and frees the place of a player that went away within a minute', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    const target = { kind: 'movie', id: String(EKO_BLUES.id) };
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    offsetMs += (LEASE_SECONDS - 10) * 1000;
    const renewed = await renew(phone, target);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.renew_in).toBeLessThan(LEASE_SECONDS / 2);
    offsetMs += 20_000;
    // The laptop said no goodbye and did not renew: its place is free after a minute.
    expect((await movie(tablet)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(409);
  });

  it('frees the place on a goodbye beacon, unless the device has moved on to another title', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    expect((await release(laptop, JSON.stringify({ kind: 'channel', id: FREE.uid }))).statusCode).toBe(200);
    expect((await movie(tablet)).statusCode).toBe(409);
    expect(
      (await release(laptop, JSON.stringify({ kind: 'movie', id: String(EKO_BLUES.id) }))).statusCode,
    ).toBe(200);
    expect((await movie(tablet)).statusCode).toBe(200);
  });

  it('signing a device out frees its place at once', async () => {
    const [phone, laptop, tablet] = await threeDevices();
    expect((await movie(phone)).statusCode).toBe(200);
    expect((await movie(laptop)).statusCode).toBe(200);
    const signedOut = await app.inject({
      method: 'DELETE',
      url: `${user(tablet)}/devices/${laptop.deviceId}`,
      headers: tablet.headers,
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await movie(tablet)).statusCode).toBe(200);
  });

  it('never lets a subscriber play on more devices than allowed, with requests raced across two instances', async () => {
    const email = await subscriber();
    const devices = await Promise.all(
      Array.from({ length: 8 }, (_, index) => device(email, `racer-${index}`)),
    );
    const rounds = 5;
    const answers = await Promise.all(
      Array.from({ length: rounds }).flatMap((_, round) =>
        devices.map((each, index) => channel(each, (index + round) % 2 === 0 ? app : second)),
      ),
    );
    const winners = new Set<string>();
    answers.forEach((answer, index) => {
      if (answer.statusCode === 200) winners.add(devices[index % devices.length]!.deviceId);
      else expect(answer.json().error.code).toBe('stream_limit');
    });
    expect(winners.size).toBe(2);
    const list = playingResponseSchema.parse((await playing(devices[0]!)).json()).data.playing;
    expect(list.map((stream) => stream.id).sort()).toEqual([...winners].sort());
  });

  it('refuses a lease for another subscriber, and bad input', async () => {
    const [phone] = await threeDevices();
    const [other] = await threeDevices();
    const foreign = await app.inject({
      method: 'PUT',
      url: `${user(other)}/streams/lease`,
      headers: phone.headers,
      payload: { kind: 'movie', id: '1' },
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await renew(phone, { kind: 'trailer', id: '1' });
    expect(bad.statusCode).toBe(400);
    expect((await release(phone, 'not json')).statusCode).toBe(400);
    expect((await stop(phone, 'x'.repeat(80))).statusCode).toBe(400);
  });
});
