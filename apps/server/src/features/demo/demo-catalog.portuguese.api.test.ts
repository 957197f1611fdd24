import {
  movieResponseSchema,
  seriesResponseSchema,
  vodCategoriesResponseSchema,
} from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { programmeTextsPt } from './demo-programmes.pt.ts';

let testApp: TestApp;
let viewer: Viewer;
const SHADOWS_OF_IKOYI = 15;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ url, headers: viewer.headers });

describe('the demo catalog in Portuguese', () => {
  it('answers a movie with its Portuguese title and description, and its English ones in English', async () => {
    const movie = async (translation: string) =>
      movieResponseSchema.parse(
        (await get(`/api/client/v1/glotv/movies/${SHADOWS_OF_IKOYI}?translation=${translation}`)).json(),
      ).data;
    const pt = await movie('pt');
    expect(pt.title).toBe('Sombras de Ikoyi');
    expect(pt.description).toMatch(/^Um advogado célebre é encontrado morto/);
    expect(pt.categories).toContain('Suspense');
    const gb = await movie('gb');
    expect(gb.title).toBe('Shadows of Ikoyi');
    expect(gb.categories).toContain('Thriller');
  });

  it('answers a series and its episodes in Portuguese', async () => {
    const response = await get('/api/client/v1/glotv/series?series_id=1&translation=pt');
    const series = seriesResponseSchema.parse(response.json()).data;
    expect(series.title).toBe('O Condomínio');
    expect(JSON.stringify(series)).toContain('Bem-vindos a Palm Court');
  });

  it('answers the TV guide in Portuguese', async () => {
    const response = await get('/api/client/v2/glotv/shows/grid?channels=glo-news-24&translation=pt');
    const { data } = response.json() as { data: { shows: { title: string }[] }[] };
    const titles = data.flatMap((row) => row.shows.map((show) => show.title));
    expect(titles.length).toBeGreaterThan(0);
    const portuguese = new Set(Object.values(programmeTextsPt).map(([title]) => title));
    expect(titles.filter((title) => !portuguese.has(title))).toEqual([]);
  });

  it('names the categories in Portuguese', async () => {
    const response = await get('/api/client/v3/glotv/categories/vod?limit=100&translation=pt');
    const names = vodCategoriesResponseSchema.parse(response.json()).data.map((category) => category.name);
    expect(names).toEqual(
      expect.arrayContaining(['Documentário', 'Família', 'Ficção científica', 'Nollywood']),
    );
  });
});
