import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { epgResponseSchema } from '@glotv/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { chunksOf, type GuideProgramme, xmltvDocument } from './testing/xmltv-fixtures.ts';
import { fetchXmltv } from './xmltv-fetch.ts';

let testApp: TestApp;
let viewer: Viewer;
let server: http.Server;
let base: string;
let guideBody = '';

const programme = (
  channel: string,
  from: string,
  to: string | undefined,
  title: string,
  pt?: string,
): GuideProgramme => ({
  channel,
  start: `20310310${from.replace(':', '')}00 +0100`,
  ...(to ? { stop: `20310310${to.replace(':', '')}00 +0100` } : {}),
  titles: { en: title, ...(pt ? { pt } : {}) },
  descs: { en: `About ${title}` },
});

const guide = xmltvDocument(
  ['news.ng', 'music.ng', 'unknown.ng'],
  [
    programme('news.ng', '06:00', '07:00', 'Breakfast News', 'Notícias da Manhã'),
    programme('news.ng', '07:00', undefined, 'Open Ended'),
    programme('news.ng', '08:00', '09:00', 'Business'),
    programme('news.ng', '08:30', '09:30', 'Clashing Show'),
    {
      channel: 'news.ng',
      start: 'tomorrow morning',
      stop: '20310310100000 +0100',
      titles: { en: 'Bad Time' },
    },
    {
      channel: 'news.ng',
      start: '20310310110000 +0100',
      stop: '20310310100000 +0100',
      titles: { en: 'Backwards' },
    },
    {
      channel: 'news.ng',
      start: '20310310120000 +0100',
      stop: '20310310130000 +0100',
      titles: { fr: 'Seulement' },
    },
    programme('music.ng', '06:00', '08:00', 'Top 20'),
    programme('unknown.ng', '06:00', '07:00', 'Nobody Has This'),
    programme('unknown.ng', '07:00', '08:00', 'Nor This'),
  ],
);
const importGuide = (text = guide) => testApp.app.live.xmltv.import(chunksOf(text));
const programmesOf = (channelId: number) =>
  testApp.app.db
    .selectFrom('epg_programmes')
    .select(['title', 'title_pt', 'starts_at', 'ends_at', 'media_asset_id'])
    .where('channel_id', '=', channelId)
    .orderBy('starts_at')
    .execute();
let news: number;
let music: number;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
  const editor = testApp.app.live.channelEditor;
  const category = await editor.createCategory({
    uid: 'news',
    name: { gb: 'News', pt: 'Notícias' },
    position: 1,
  });
  const shared = {
    category_id: category.id,
    position: 1,
    free_to_air: true,
    short_name: 'CH',
    source: { kind: 'schedule' },
  } as const;
  news = (await editor.createChannel({ ...shared, uid: 'news', name: 'News', xmltv_id: 'news.ng' })).id;
  music = (await editor.createChannel({ ...shared, uid: 'music', name: 'Music', xmltv_id: 'music.ng' })).id;
  server = http.createServer((request, response) => {
    if (request.url === '/guide.xml') return void response.end(guideBody);
    if (request.url === '/huge.xml') {
      response.writeHead(200, { 'content-length': String(1024 * 1024) });
      return void response.end(Buffer.alloc(1024 * 1024, 32));
    }
    if (request.url === '/endless.xml') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('<!-- more -->'.repeat(100)), 5);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (request.url === '/slow.xml') return void setTimeout(() => response.end('<tv/>'), 2000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await testApp.close();
});

describe('the XMLTV import', () => {
  it('imports the programmes of our channels by XMLTV id and reports what it skipped and why', async () => {
    const report = await importGuide();
    expect(report).toMatchObject({ imported: 4, replaced: 0, skipped: 6 });
    expect(report.channels).toEqual([
      { id: news, xmltv_id: 'news.ng', imported: 3 },
      { id: music, xmltv_id: 'music.ng', imported: 1 },
    ]);
    const reasons = Object.fromEntries(report.reasons.map((entry) => [entry.reason, entry]));
    expect(reasons.unknown_channel).toMatchObject({
      count: 2,
      examples: [{ channel: 'unknown.ng', title: 'Nobody Has This' }, { title: 'Nor This' }],
    });
    expect(reasons.malformed_time).toMatchObject({
      count: 2,
      examples: [{ start: 'tomorrow morning' }, { title: 'Backwards' }],
    });
    expect(reasons.overlapping_programme).toMatchObject({
      count: 1,
      examples: [{ title: 'Clashing Show', start: '20310310083000 +0100' }],
    });
    expect(reasons.missing_title).toMatchObject({ count: 1 });
    expect(reasons.unknown_channel!.examples[0]!.line).toBeGreaterThan(1);

    expect(
      (await programmesOf(news)).map((row) => [
        row.title,
        row.title_pt,
        new Date(row.starts_at).toISOString(),
        new Date(row.ends_at).toISOString(),
      ]),
    ).toEqual([
      ['Breakfast News', 'Notícias da Manhã', '2031-03-10T05:00:00.000Z', '2031-03-10T06:00:00.000Z'],
      // No stop: it runs until the next programme starts.
      ['Open Ended', null, '2031-03-10T06:00:00.000Z', '2031-03-10T07:00:00.000Z'],
      ['Business', null, '2031-03-10T07:00:00.000Z', '2031-03-10T08:00:00.000Z'],
    ]);
  });

  it('replaces, not duplicates, when the same guide comes again, keeping the VOD asset of a programme that stays', async () => {
    const asset = (await createFakeAsset(testApp.app.db, path.join(testApp.config.dataDir, 'media'))).assetId;
    await testApp.app.db
      .updateTable('epg_programmes')
      .set({ media_asset_id: asset })
      .where('channel_id', '=', news)
      .where('title', '=', 'Business')
      .execute();
    const report = await importGuide();
    expect(report).toMatchObject({ imported: 4, replaced: 4 });
    const rows = await programmesOf(news);
    expect(rows.map((row) => row.title)).toEqual(['Breakfast News', 'Open Ended', 'Business']);
    expect(rows.find((row) => row.title === 'Business')?.media_asset_id).toBe(asset);
  });

  it('replaces what it had in the span of a new guide, and leaves the rest of the schedule', async () => {
    await testApp.app.live.scheduleEditor.replaceDay(news, '2031-03-11', [
      { title: 'Tomorrow', starts_at: '2031-03-11T06:00:00+01:00', ends_at: '2031-03-11T07:00:00+01:00' },
    ]);
    const report = await importGuide(
      xmltvDocument(['news.ng'], [programme('news.ng', '06:30', '08:30', 'Long Special')]),
    );
    expect(report).toMatchObject({ imported: 1, replaced: 3 });
    expect((await programmesOf(news)).map((row) => row.title)).toEqual(['Long Special', 'Tomorrow']);
  });

  it('keeps titles with quotes, commas, braces, backslashes and NULL-like text as written', async () => {
    const odd = 'He said "yes", {maybe} \\ NULL; a tab\there';
    await importGuide(xmltvDocument(['music.ng'], [programme('music.ng', '06:00', '07:00', odd, 'NULL')]));
    const [row] = await programmesOf(music);
    expect(row).toMatchObject({ title: odd, title_pt: 'NULL', media_asset_id: null });
  });

  it('shows the imported guide to subscribers at once, though it was read before, in Portuguese when asked', async () => {
    const grid = async (translation: string) => {
      const query = `?channels=news&from=2031-03-10T05:00:00Z&to=2031-03-10T06:00:00Z&translation=${translation}`;
      const response = await testApp.app.inject({
        url: `/api/client/v2/glotv/shows/grid${query}`,
        headers: viewer.headers,
      });
      return epgResponseSchema.parse(response.json()).data[0]!.shows[0]!.title;
    };
    await importGuide(xmltvDocument(['news.ng'], [programme('news.ng', '06:00', '07:00', 'Early Edition')]));
    expect(await grid('gb')).toBe('Early Edition');
    await importGuide();
    expect(await grid('gb')).toBe('Breakfast News');
    expect(await grid('pt')).toBe('Notícias da Manhã');
  });

  it('refuses a file that is not XML, changing nothing', async () => {
    const before = await programmesOf(news);
    await expect(importGuide('this is not xml')).rejects.toMatchObject({ statusCode: 400 });
    expect(await programmesOf(news)).toEqual(before);
  });
});

describe('fetching a guide from an address', () => {
  it('imports what the address serves', async () => {
    guideBody = guide;
    const report = await testApp.app.live.xmltv.import(fetchXmltv(`${base}/guide.xml`));
    expect(report.imported).toBe(4);
  });

  it('refuses an answer other than 200', async () => {
    await expect(testApp.app.live.xmltv.import(fetchXmltv(`${base}/missing.xml`))).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses a body larger than the limit, announced or not', async () => {
    await expect(
      testApp.app.live.xmltv.import(fetchXmltv(`${base}/huge.xml`, { maxBytes: 1000 })),
    ).rejects.toMatchObject({ statusCode: 413 });
    await expect(
      testApp.app.live.xmltv.import(fetchXmltv(`${base}/endless.xml`, { maxBytes: 100_000 })),
    ).rejects.toMatchObject({ statusCode: 413 });
  });

  it('gives up on an address that does not answer in time', async () => {
    await expect(
      testApp.app.live.xmltv.import(fetchXmltv(`${base}/slow.xml`, { timeoutMs: 200 })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/did not answer/),
    });
  });

  it('refuses an address nothing listens on', async () => {
    await expect(
      testApp.app.live.xmltv.import(fetchXmltv('http://127.0.0.1:9/guide.xml')),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
