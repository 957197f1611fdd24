import path from 'node:path';
import { epgResponseSchema } from '@glotv/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';

let testApp: TestApp;
let viewer: Viewer;
let scheduleChannel: number;
let relayChannel: number;
let asset: string;
const DATE = '2031-03-10';
const at = (hhmm: string, date = DATE) => `${date}T${hhmm}:00+01:00`;
const programme = (title: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  title,
  starts_at: at(from),
  ends_at: at(to),
  ...extra,
});
const editor = () => testApp.app.live.scheduleEditor;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
  const channels = testApp.app.live.channelEditor;
  const category = await channels.createCategory({
    uid: 'news',
    name: { gb: 'News', pt: 'Notícias' },
    position: 1,
  });
  const base = { category_id: category.id, position: 1, free_to_air: true, short_name: 'CH' };
  scheduleChannel = (
    await channels.createChannel({ ...base, uid: 'sched', name: 'Sched', source: { kind: 'schedule' } })
  ).id;
  relayChannel = (
    await channels.createChannel({
      ...base,
      uid: 'relay',
      name: 'Relay',
      source: { kind: 'relay', url: 'https://cdn.example.com/a.m3u8' },
    })
  ).id;
  asset = (await createFakeAsset(testApp.app.db, path.join(testApp.config.dataDir, 'media'))).assetId;
});
afterAll(() => testApp.close());

describe('the schedule editor', () => {
  it('saves a day and answers it with its gaps and overlaps', async () => {
    const day = await editor().replaceDay(scheduleChannel, DATE, [
      programme('Morning', '06:00', '09:00', { media_asset_id: asset, title_pt: 'Manhã' }),
      programme('Talk', '08:30', '10:00'),
      { title: 'Night', starts_at: at('22:00'), ends_at: at('01:00', '2031-03-11') },
    ]);
    expect(day).toMatchObject({
      channel_id: scheduleChannel,
      date: DATE,
      starts_at: '2031-03-09T23:00:00.000Z',
      ends_at: '2031-03-10T23:00:00.000Z',
    });
    expect(
      day.programmes.map((p) => [p.title, p.title_pt, p.starts_at, p.ends_at, p.media_asset_id]),
    ).toEqual([
      ['Morning', 'Manhã', '2031-03-10T05:00:00.000Z', '2031-03-10T08:00:00.000Z', asset],
      ['Talk', null, '2031-03-10T07:30:00.000Z', '2031-03-10T09:00:00.000Z', null],
      ['Night', null, '2031-03-10T21:00:00.000Z', '2031-03-11T00:00:00.000Z', null],
    ]);
    expect(day.gaps).toEqual([
      { starts_at: '2031-03-09T23:00:00.000Z', ends_at: '2031-03-10T05:00:00.000Z' },
      { starts_at: '2031-03-10T09:00:00.000Z', ends_at: '2031-03-10T21:00:00.000Z' },
    ]);
    expect(day.overlaps).toEqual([
      {
        first: day.programmes[0]!.id,
        second: day.programmes[1]!.id,
        starts_at: '2031-03-10T07:30:00.000Z',
        ends_at: '2031-03-10T08:00:00.000Z',
      },
    ]);
    expect(await editor().day(scheduleChannel, DATE)).toEqual(day);
  });

  it('moves, resizes and deletes by saving the day again, leaving the next day alone', async () => {
    await editor().replaceDay(scheduleChannel, '2031-03-11', [
      { title: 'Next day', starts_at: at('02:00', '2031-03-11'), ends_at: at('03:00', '2031-03-11') },
    ]);
    const day = await editor().replaceDay(scheduleChannel, DATE, [programme('Morning', '07:00', '12:00')]);
    expect(day.programmes.map((p) => [p.title, p.starts_at])).toEqual([
      ['Morning', '2031-03-10T06:00:00.000Z'],
    ]);
    const next = await editor().day(scheduleChannel, '2031-03-11');
    expect(next.programmes.map((p) => p.title)).toEqual(['Next day']);
  });

  it('shows the saved day in the subscriber TV guide at once, though it was read before, in Portuguese when asked', async () => {
    const grid = async (translation: string) => {
      const query = `?channels=sched&from=${encodeURIComponent(at('18:00'))}&to=${encodeURIComponent(at('21:00'))}&translation=${translation}`;
      const response = await testApp.app.inject({
        url: `/api/client/v2/glotv/shows/grid${query}`,
        headers: viewer.headers,
      });
      return epgResponseSchema
        .parse(response.json())
        .data[0]!.shows.map((show) => [show.title, show.description]);
    };
    await editor().replaceDay(scheduleChannel, DATE, [programme('Afternoon News', '18:00', '19:00')]);
    expect((await grid('gb')).map(([title]) => title)).toEqual(['Afternoon News']);
    await editor().replaceDay(scheduleChannel, DATE, [
      programme('Evening News', '19:00', '20:00', { title_pt: 'Jornal da Noite', description: 'Headlines' }),
    ]);
    expect(await grid('gb')).toEqual([['Evening News', 'Headlines']]);
    expect(await grid('pt')).toEqual([['Jornal da Noite', 'Headlines']]);
  });

  it.each([
    [
      'a programme starting on another day',
      [
        programme('Early', '05:00', '06:00'),
        { title: 'X', starts_at: at('23:30', '2031-03-09'), ends_at: at('01:00') },
      ],
      400,
    ],
    [
      'two programmes at the same start',
      [programme('A', '05:00', '06:00'), programme('B', '05:00', '05:30')],
      400,
    ],
    [
      'a media asset that does not exist',
      [programme('A', '05:00', '06:00', { media_asset_id: '00000000-0000-4000-8000-000000000000' })],
      400,
    ],
  ])('refuses %s, keeping the day as it was', async (_what, programmes, status) => {
    const before = await editor().day(scheduleChannel, DATE);
    await expect(editor().replaceDay(scheduleChannel, DATE, programmes)).rejects.toMatchObject({
      statusCode: status,
    });
    expect(await editor().day(scheduleChannel, DATE)).toEqual(before);
  });

  it('refuses a programme that ends before it starts', async () => {
    await expect(
      editor().replaceDay(scheduleChannel, DATE, [programme('A', '06:00', '05:00')]),
    ).rejects.toThrow(/must end after it starts/);
  });

  it("refuses a VOD asset on a relay channel's programme, and an unknown channel", async () => {
    await expect(
      editor().replaceDay(relayChannel, DATE, [programme('A', '05:00', '06:00', { media_asset_id: asset })]),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(
      (await editor().replaceDay(relayChannel, DATE, [programme('A', '05:00', '06:00')])).programmes,
    ).toHaveLength(1);
    await expect(editor().day(999, DATE)).rejects.toMatchObject({ statusCode: 404 });
  });
});
