/** Stands in for the value while the sentence is translated once; no translation contains it. */
const marker = '\u0000';

/**
 * A translated sentence with one interpolated value, translated once and then completed per value by joining
 * strings: for labels repeated on every card of a page, where a translation per card was a measurable share of
 * the first render. Falls back to `translate` per value if the sentence does not hold the value exactly once.
 */
export function sentenceWithValue(translate: (value: string) => string): (value: string) => string {
  const parts = translate(marker).split(marker);
  if (parts.length !== 2) return translate;
  const [before = '', after = ''] = parts;
  return (value) => before + value + after;
}
