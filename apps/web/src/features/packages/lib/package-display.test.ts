import { describe, expect, it } from 'vitest';
import { formatDataAllowance, knownPackage, knownPlan } from './package-display.ts';

describe('package cards', () => {
  it('say the data allowance in MB or GB', () => {
    expect(formatDataAllowance(500)).toBe('500 MB');
    expect(formatDataAllowance(2048)).toBe('2 GB');
    expect(formatDataAllowance(6144)).toBe('6 GB');
    expect(formatDataAllowance(1536)).toBe('1.5 GB');
  });

  it("know the spec's packages for Glo and card subscribers alike", () => {
    expect(knownPackage({ uid: 'glo-glotvvod3d' })).toEqual({ name: 'vod3d', contents: 'allMovies' });
    expect(knownPackage({ uid: 'card-glotvmax' })).toEqual({ name: 'max', contents: 'moviesAndChannels' });
    expect(knownPackage({ uid: 'glo-weekend-special' })).toBeUndefined();
    expect(knownPackage({ uid: 'constructor' })).toBeUndefined();
    expect(knownPlan('GLOTVLITE')).toEqual({ name: 'lite', contents: 'moviesAndChannels' });
    expect(knownPlan('hasOwnProperty')).toBeUndefined();
  });
});
