import { describe, expect, it } from 'vitest';
import { cutAtWord, MOBILE_DESCRIPTION_LENGTH, shownDescription } from './description.ts';

const long =
  'Behind the gates of a luxury estate in Lekki, four families keep up appearances while their secrets pile up.';

describe('movie description', () => {
  it('is cut on mobile at the last word boundary within 67 characters, with the rest behind the toggle', () => {
    expect(MOBILE_DESCRIPTION_LENGTH).toBe(67);
    const shown = shownDescription(long, { mobile: true, expanded: false });
    expect(shown.cut).toBe(true);
    // Character 67 falls inside "appearances": the cut goes back to before it.
    expect(long.slice(0, 67)).toBe('Behind the gates of a luxury estate in Lekki, four families keep up');
    expect(shown.text).toBe('Behind the gates of a luxury estate in Lekki, four families keep up');
    expect(shown.text.length).toBeLessThanOrEqual(67);
  });

  it('is whole once expanded, on wider screens, and when short enough', () => {
    expect(shownDescription(long, { mobile: true, expanded: true })).toEqual({ text: long, cut: false });
    expect(shownDescription(long, { mobile: false, expanded: false })).toEqual({ text: long, cut: false });
    const exact = 'x'.repeat(67);
    expect(shownDescription(exact, { mobile: true, expanded: false })).toEqual({ text: exact, cut: false });
  });
});

describe('cutAtWord', () => {
  it('keeps a word that ends exactly at the limit', () => {
    expect(cutAtWord('one two three four', 7)).toBe('one two');
    expect(cutAtWord('one two three four', 8)).toBe('one two');
  });

  it('goes back to the previous word when the limit falls inside one', () => {
    expect(cutAtWord('one two three four', 10)).toBe('one two');
    expect(cutAtWord('one two three four', 6)).toBe('one');
  });

  it('leaves no dangling comma, dash or space at the end', () => {
    expect(cutAtWord('Lagos, Abuja, Kano and Enugu', 14)).toBe('Lagos, Abuja');
    expect(cutAtWord('Night falls — and the city wakes', 14)).toBe('Night falls');
  });

  it('cuts a single word longer than the limit where the limit falls', () => {
    expect(cutAtWord('Supercalifragilistic is long', 5)).toBe('Super');
  });

  it('never splits a character made of two code units', () => {
    expect(cutAtWord(`${'a'.repeat(66)}🎬 and more`, 67)).toBe(`${'a'.repeat(66)}🎬`);
    expect(cutAtWord(`word 🎬🎬🎬`, 6)).toBe('word');
  });
});
