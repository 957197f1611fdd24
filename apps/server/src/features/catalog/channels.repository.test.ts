import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedPackages } from '../packages/packages.seed.ts';
import { channelsRepository } from './channels.repository.ts';

let database: TestDatabase;
let packageId: number;

const logo = (id: string, placeholder: string | null) => ({
  id,
  kind: 'logo' as const,
  path: `images/${id}.png`,
  width: 200,
  height: 200,
  mime: 'image/png' as const,
  placeholder,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seedPackages(db);
  packageId = (await db.selectFrom('packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('images')
    .values([logo('logo-card', 'data:image/webp;base64,card'), logo('logo-normal', null)])
    .execute();
  const { id: categoryId } = await db
    .insertInto('channel_categories')
    .values({ uid: 'news', name: 'News', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = (uid: string, position: number, free_to_air: boolean) => ({
    uid,
    category_id: categoryId,
    position,
    name: uid,
    short_name: uid,
    free_to_air,
    source_kind: 'relay' as const,
    source_url: `https://cdn.example.com/${uid}.m3u8`,
  });
  const channels = await db
    .insertInto('channels')
    .values([
      {
        ...channel('with-logos', 1, true),
        logo_card_image_id: 'logo-card',
        logo_normal_image_id: 'logo-normal',
      },
      channel('without-logos', 2, true),
      channel('in-package', 3, false),
      channel('in-no-package', 4, false),
      { ...channel('disabled', 5, true), enabled: false },
    ])
    .returning(['id', 'uid'])
    .execute();
  const inPackage = channels.find((row) => row.uid === 'in-package')!;
  await db
    .insertInto('channel_packages')
    .values({ channel_id: inPackage.id, package_id: packageId })
    .execute();
});
afterAll(() => database?.destroy());

describe('the channel list query', () => {
  it('lists enabled channels by position, each with its logos’ placeholders, none when it has no logo', async () => {
    const rows = await channelsRepository.list(database.db);
    expect(rows.map((row) => row.uid)).toEqual([
      'with-logos',
      'without-logos',
      'in-package',
      'in-no-package',
    ]);
    expect(rows[0]).toMatchObject({
      logo_card_image_id: 'logo-card',
      logo_card_placeholder: 'data:image/webp;base64,card',
      logo_normal_image_id: 'logo-normal',
      logo_normal_placeholder: null,
    });
    expect(rows[1]).toMatchObject({
      logo_card_image_id: null,
      logo_card_placeholder: null,
      logo_normal_image_id: null,
      logo_normal_placeholder: null,
    });
  });

  it('keeps, for given packages, their channels and every free-to-air one', async () => {
    const rows = await channelsRepository.list(database.db, [packageId]);
    expect(rows.map((row) => row.uid)).toEqual(['with-logos', 'without-logos', 'in-package']);
  });
});
