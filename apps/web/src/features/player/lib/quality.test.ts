import { describe, expect, it } from 'vitest';
import gb from '../../../locales/gb.json';
import pt from '../../../locales/pt.json';
import { isQualityChoice, qualityChoices, qualityForHeight, qualityLabelKey } from './quality.ts';

const label = (catalog: typeof gb, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);

describe('quality menu', () => {
  it('offers the five qualities then Auto, in order, with their English names', () => {
    expect(qualityChoices.map((choice) => label(gb, qualityLabelKey[choice]))).toEqual([
      'Data Saver',
      'Standard',
      'High',
      'Higher',
      'Best',
      'Auto',
    ]);
  });

  it('has a Portuguese label for every option', () => {
    for (const choice of qualityChoices) expect(typeof label(pt, qualityLabelKey[choice])).toBe('string');
  });

  it('maps a rendition height to the quality it belongs to', () => {
    expect([144, 240, 360, 480, 720, 1080, 2160].map(qualityForHeight)).toEqual([
      'data_saver',
      'data_saver',
      'standard',
      'high',
      'higher',
      'best',
      'best',
    ]);
  });

  it('accepts only the contract values', () => {
    expect(isQualityChoice('data_saver')).toBe(true);
    expect(isQualityChoice('Data Saver')).toBe(false);
    expect(isQualityChoice(undefined)).toBe(false);
  });
});
