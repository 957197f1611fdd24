import { describe, expect, it } from 'vitest';
import { seasonChoices } from './seasons.ts';

describe('season dropdown', () => {
  it('always offers Season 1 and Season 2', () => {
    expect(seasonChoices([])).toEqual([{ number: 1 }, { number: 2 }]);
    expect(seasonChoices([{ number: 1 }])).toEqual([{ number: 1 }, { number: 2 }]);
  });

  it('adds the later seasons a series has, in order', () => {
    expect(seasonChoices([{ number: 3 }, { number: 1 }, { number: 2 }])).toEqual([
      { number: 1 },
      { number: 2 },
      { number: 3 },
    ]);
  });
});
