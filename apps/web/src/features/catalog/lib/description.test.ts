import { describe, expect, it } from 'vitest';
import { MOBILE_DESCRIPTION_LENGTH, shownDescription } from './description.ts';

const long =
  'Behind the gates of a luxury estate in Lekki, four families keep up appearances while their secrets pile up.';

describe('movie description', () => {
  it('is cut to 67 characters on mobile, with the rest behind the toggle', () => {
    expect(MOBILE_DESCRIPTION_LENGTH).toBe(67);
    const shown = shownDescription(long, { mobile: true, expanded: false });
    expect(shown.cut).toBe(true);
    expect(shown.text).toBe(long.slice(0, 67).trimEnd());
    expect(shown.text.length).toBeLessThanOrEqual(67);
  });

  it('is whole once expanded, on wider screens, and when short enough', () => {
    expect(shownDescription(long, { mobile: true, expanded: true })).toEqual({ text: long, cut: false });
    expect(shownDescription(long, { mobile: false, expanded: false })).toEqual({ text: long, cut: false });
    const exact = 'x'.repeat(67);
    expect(shownDescription(exact, { mobile: true, expanded: false })).toEqual({ text: exact, cut: false });
  });

  it('never splits a character made of two code units', () => {
    const text = `${'a'.repeat(66)}🎬 and more`;
    expect(shownDescription(text, { mobile: true, expanded: false }).text).toBe(`${'a'.repeat(66)}🎬`);
  });
});
