import type { ChannelInput } from '@glotv/contracts/live-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { packagesRepository } from '../packages/packages.repository.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const LITE = 4;
const MAX = 5;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ url, headers: viewer.headers });
const channelUids = async () =>
  (await get('/api/client/v2/glotv/channels')).json().data.map((channel: { uid: string }) => channel.uid);
const userChannelUids = async () =>
  (await get(`/api/client/v2/glotv/users/${viewer.userId}/channels`))
    .json()
    .data.map((channel: { uid: string }) => channel.uid);
const editor = () => testApp.app.live.channelEditor;
let counter = 0;
const relayInput = (overrides: Partial<ChannelInput> = {}): ChannelInput => {
  counter++;
  return {
    uid: `relay-${counter}`,
    name: `Relay ${counter}`,
    short_name: `RL${counter}`,
    category_id: 1,
    position: 100 + counter,
    packages: [LITE],
    source: { kind: 'relay', url: `https://cdn.example.com/live/${counter}/index.m3u8` },
    ...overrides,
  };
};

describe('the demo channels', () => {
  it('are made through the channel editor: categories in both languages, XMLTV ids from their uids', async () => {
    const { categories, channels } = await editor().list();
    expect(categories.map((category) => category.name)).toEqual([
      { gb: 'News', pt: 'Notícias' },
      { gb: 'Entertainment', pt: 'Entretenimento' },
      { gb: 'Sports', pt: 'Desporto' },
      { gb: 'Kids', pt: 'Infantil' },
      { gb: 'Music', pt: 'Música' },
    ]);
    expect(channels).toHaveLength(15);
    expect(channels[1]).toMatchObject({
      id: 2,
      uid: 'naija-business-live',
      xmltv_id: 'naija-business-live',
      source: { kind: 'schedule' },
      enabled: true,
      free_to_air: false,
    });
    expect(channels.filter((channel) => channel.free_to_air).every((c) => c.packages.length === 0)).toBe(
      true,
    );
  });
});

describe('GET /api/client/v1/{operator}/categories/channels?translation=', () => {
  const names = async (query: string) =>
    (await get(`/api/client/v1/glotv/categories/channels${query}`))
      .json()
      .data.map((category: { name: string }) => category.name);

  it('names the tabs in the language asked for, English by default', async () => {
    expect(await names('?translation=pt')).toEqual([
      'Notícias',
      'Entretenimento',
      'Desporto',
      'Infantil',
      'Música',
    ]);
    expect(await names('')).toEqual(['News', 'Entertainment', 'Sports', 'Kids', 'Music']);
  });

  it('shows a renamed category at once, in each language', async () => {
    await names('?translation=pt');
    const [music] = (await editor().list()).categories.filter((category) => category.uid === 'music');
    await editor().updateCategory(music!.id, {
      ...music!,
      name: { gb: 'Music & Dance', pt: 'Música e Dança' },
    });
    expect((await names('?translation=pt')).at(-1)).toBe('Música e Dança');
    expect((await names('')).at(-1)).toBe('Music & Dance');
  });

  it('refuses a language it does not have', async () => {
    expect((await get('/api/client/v1/glotv/categories/channels?translation=fr')).statusCode).toBe(400);
  });
});

describe('the channel editor', () => {
  it('creates a relay channel that subscribers see at once, in its packages and every package giving channels', async () => {
    await channelUids();
    const created = await editor().createChannel(relayInput({ packages: [LITE, MAX, LITE] }));
    const claiming = await packagesRepository.idsGiving(testApp.app.db, 'channels');
    expect(claiming.length).toBeGreaterThan(0);
    expect(created).toMatchObject({ xmltv_id: created.uid, enabled: true });
    expect(created.packages).toEqual([...new Set([LITE, MAX, ...claiming])]);
    expect(await channelUids()).toContain(created.uid);
    const row = await testApp.app.db
      .selectFrom('channels')
      .select(['source_kind', 'source_url'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      source_kind: 'relay',
      source_url: created.source.kind === 'relay' ? created.source.url : '',
    });
  });

  it('puts a new paid channel made with no packages in every package that gives channels, and a free one in none', async () => {
    const claiming = await packagesRepository.idsGiving(testApp.app.db, 'channels');
    const paid = await editor().createChannel(relayInput({ uid: 'relay-paid-default', packages: [] }));
    expect(paid.packages).toEqual(claiming);
    const free = await editor().createChannel(
      relayInput({ uid: 'relay-free-default', packages: [], free_to_air: true }),
    );
    expect(free.packages).toEqual([]);
  });

  it('creates a schedule channel with its own XMLTV id, logos and category', async () => {
    const created = await editor().createChannel(
      relayInput({
        source: { kind: 'schedule' },
        xmltv_id: 'GloSchedule.ng',
        category_id: 3,
        free_to_air: true,
        packages: [],
        logos: { CARD: 'logo-card-glo-news-24', NORMAL: 'logo-glo-news-24' },
      }),
    );
    expect(created).toMatchObject({
      xmltv_id: 'GloSchedule.ng',
      category_id: 3,
      source: { kind: 'schedule' },
    });
    const tab = (await get('/api/client/v1/glotv/categories/channels')).json().data[2];
    expect(tab.channels.map((channel: { uid: string }) => channel.uid)).toContain(created.uid);
  });

  it.each([
    ['an ftp address', { source: { kind: 'relay', url: 'ftp://cdn.example.com/live.m3u8' } }],
    ['a javascript address', { source: { kind: 'relay', url: 'javascript:alert(1)' } }],
    ['an upper-case uid', { uid: 'Relay' }],
    ['an XMLTV id with spaces', { xmltv_id: 'glo news' }],
    ['no name', { name: ' ' }],
  ] as const)('refuses %s, writing nothing', async (_what, overrides) => {
    const before = (await editor().list()).channels.length;
    await expect(editor().createChannel(relayInput(overrides as Partial<ChannelInput>))).rejects.toThrow();
    expect((await editor().list()).channels).toHaveLength(before);
  });

  it.each([
    ['a taken uid', { uid: 'glo-news-24' }, 409],
    ['a taken XMLTV id', { xmltv_id: 'glo-news-24' }, 409],
    ['an unknown category', { category_id: 999 }, 400],
    ['an unknown package', { packages: [LITE, 999] }, 400],
    ['an unknown logo', { logos: { CARD: 'no-such-logo', NORMAL: null } }, 400],
  ] as const)('refuses %s with %i, writing nothing', async (_what, overrides, status) => {
    const before = (await editor().list()).channels.length;
    await expect(
      editor().createChannel(relayInput(overrides as Partial<ChannelInput>)),
    ).rejects.toMatchObject({
      statusCode: status,
    });
    expect((await editor().list()).channels).toHaveLength(before);
  });

  it('edits a channel: name, packages and source, seen by subscribers at once', async () => {
    const created = await editor().createChannel(relayInput());
    // Both lists are read (and cached) before the edit.
    await channelUids();
    await userChannelUids();
    const { id: _id, ...input } = created;
    const updated = await editor().updateChannel(created.id, {
      ...input,
      name: 'Renamed',
      packages: [MAX],
      source: { kind: 'schedule' },
    });
    expect(updated).toMatchObject({ name: 'Renamed', packages: [MAX], source: { kind: 'schedule' } });
    const listed = (await get('/api/client/v2/glotv/channels'))
      .json()
      .data.find((channel: { id: number }) => channel.id === created.id);
    expect(listed).toMatchObject({ name: 'Renamed', packages: [{ id: MAX }] });
    const seenByViewer = (await get(`/api/client/v2/glotv/users/${viewer.userId}/channels`))
      .json()
      .data.find((channel: { id: number }) => channel.id === created.id);
    expect(seenByViewer).toMatchObject({ name: 'Renamed', packages: [{ id: MAX }], purchased: null });
    await expect(editor().updateChannel(99_999, input)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('hands each change to onChange inside the transaction; a failing hook undoes the write', async () => {
    const changes: unknown[] = [];
    const created = await editor().createChannel(relayInput(), {
      onChange: async (_trx, change) => void changes.push(change),
    });
    expect(changes).toEqual([{ before: null, after: created }]);
    await expect(
      editor().setEnabled(created.id, false, {
        onChange: async () => {
          throw new Error('audit failed');
        },
      }),
    ).rejects.toThrow('audit failed');
    expect((await editor().channel(created.id)).enabled).toBe(true);
  });

  it('hides a disabled channel from the lists, the EPG and the live address, and shows it again', async () => {
    const uid = 'glo-news-24';
    const grid = async () =>
      (await get('/api/client/v2/glotv/shows/grid'))
        .json()
        .data.map((entry: { channel: { uid: string } }) => entry.channel.uid);
    const address = () => get(`/api/client/v1/glotv/users/${viewer.userId}/live/channels/${uid}`);
    expect(await channelUids()).toContain(uid);
    expect(await userChannelUids()).toContain(uid);
    await editor().setEnabled(1, false);
    expect(await channelUids()).not.toContain(uid);
    expect(await userChannelUids()).not.toContain(uid);
    expect(await grid()).not.toContain(uid);
    expect((await address()).statusCode).toBe(404);
    await editor().setEnabled(1, true);
    expect(await channelUids()).toContain(uid);
    expect(await userChannelUids()).toContain(uid);
    expect(await grid()).toContain(uid);
  });

  it('creates a category and refuses another with the same uid or English name', async () => {
    const created = await editor().createCategory({
      uid: 'faith',
      name: { gb: 'Faith', pt: 'Fé' },
      position: 6,
    });
    expect(created).toMatchObject({ uid: 'faith', name: { gb: 'Faith', pt: 'Fé' } });
    await expect(
      editor().createCategory({ uid: 'faith', name: { gb: 'Other', pt: 'Outra' }, position: 7 }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      editor().createCategory({ uid: 'faith-2', name: { gb: 'Faith', pt: 'Outra' }, position: 7 }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});
