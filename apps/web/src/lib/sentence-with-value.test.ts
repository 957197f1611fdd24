import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import gbWatching from '../features/watching/locales/gb.json';
import ptWatching from '../features/watching/locales/pt.json';
import { sentenceWithValue } from './sentence-with-value.ts';

describe('sentenceWithValue', () => {
  it('completes each language’s sentence as the translation itself would', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'gb',
      interpolation: { escapeValue: false },
      resources: { gb: { translation: gbWatching }, pt: { translation: ptWatching } },
    });
    for (const language of ['gb', 'pt']) {
      await i18n.changeLanguage(language);
      for (const key of ['watching.addTitle', 'watching.removeTitle'] as const) {
        const label = sentenceWithValue((title) => i18n.t(key, { title }));
        for (const title of ['The Ring', 'Kings & Queens', '{{title}}', '']) {
          expect(label(title)).toBe(i18n.t(key, { title }));
        }
      }
    }
  });

  it('translates every time a sentence that does not hold the value exactly once', () => {
    const twice = (value: string) => `${value} and ${value}`;
    expect(sentenceWithValue(twice)('x')).toBe('x and x');
    const never = () => 'Fixed';
    expect(sentenceWithValue(never)('x')).toBe('Fixed');
  });
});
