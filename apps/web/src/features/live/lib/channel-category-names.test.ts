import { describe, expect, it } from 'vitest';
import gb from '../../../locales/gb.json';
import pt from '../../../locales/pt.json';
import { channelCategoryKey, channelCategoryKeys } from './channel-category-names.ts';

const lookup = (catalog: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('channelCategoryKey', () => {
  it('names the demo categories from the catalogs, in both languages', () => {
    expect(channelCategoryKey('sports')).toBe('live.categories.sports');
    for (const key of Object.values(channelCategoryKeys)) {
      expect(typeof lookup(gb, key), key).toBe('string');
      expect(typeof lookup(pt, key), key).toBe('string');
    }
    expect(lookup(pt, 'live.categories.sports')).toBe('Desporto');
  });

  it('leaves a category it does not know to the server’s name', () => {
    expect(channelCategoryKey('documentaries')).toBeUndefined();
    expect(channelCategoryKey('toString')).toBeUndefined();
  });
});
