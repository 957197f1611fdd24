import type { UserPackage } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { unlockingPackages } from './unlocking-packages.ts';

function pack(id: number, priceNaira: number, validityDays: number): UserPackage {
  return {
    id,
    uid: `glo-${id}`,
    title: `Package ${id}`,
    description: '',
    price: `₦${priceNaira}`,
    price_kobo: priceNaira * 100,
    validity_days: validityDays,
    data_allowance_mb: null,
    includes_movies: true,
    includes_channels: false,
    audience: 'glo',
    purchased: null,
  };
}

// The Glo data bundles: 3-day VOD, 7-day VOD, 30-day VOD, Lite, Max.
const own = [pack(1, 150, 3), pack(2, 450, 7), pack(3, 1400, 30), pack(4, 900, 7), pack(5, 3200, 30)];

describe('packages that unlock a title', () => {
  it('are the ones the title is in, cheapest first', () => {
    const movie = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({ id }));
    expect(unlockingPackages(own, movie).map((found) => found.id)).toEqual([1, 2, 4, 3, 5]);
    const channel = [{ id: 5 }, { id: 4 }, { id: 9 }, { id: 10 }];
    expect(unlockingPackages(own, channel).map((found) => found.id)).toEqual([4, 5]);
  });

  it("leave out the other audience's twins and packages the title is not in", () => {
    const cardOnly = [{ id: 6 }, { id: 7 }];
    expect(unlockingPackages(own, cardOnly)).toEqual([]);
    expect(unlockingPackages(own, [])).toEqual([]);
  });

  it('put the longer validity first at the same price', () => {
    const same = [pack(11, 500, 3), pack(12, 500, 7)];
    expect(unlockingPackages(same, [{ id: 11 }, { id: 12 }]).map((found) => found.id)).toEqual([12, 11]);
  });

  it('leave the list they were given as it was', () => {
    const given = [...own];
    unlockingPackages(given, [{ id: 5 }, { id: 1 }]);
    expect(given).toEqual(own);
  });
});
