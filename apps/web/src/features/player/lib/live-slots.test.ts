import { describe, expect, it } from 'vitest';
import { slotEndOf, slotsLaterBetween } from './live-slots.ts';

describe('placing a later press among a live playlist’s slots', () => {
  // Asked at 1000, answered at 1150 with 2500 ms left of a 4000 ms slot: it ends between 3500 and 3650.
  const end = slotEndOf('left=2500, length=4000', 1000, 1150);

  it('reads the time left and the slot length the server sent', () => {
    expect(end).toEqual({ earliest: 3500, latest: 3650, lengthMs: 4000 });
    expect(slotEndOf(null, 1000, 1150)).toBeNull();
    expect(slotEndOf('left=5000, length=4000', 1000, 1150)).toBeNull();
    expect(slotEndOf('left=soon', 1000, 1150)).toBeNull();
  });

  it('counts the slots passed when no slot can end while the player reads its playlist', () => {
    if (!end) throw new Error('no slot end');
    expect(slotsLaterBetween(end, 1200, 1800)).toBe(0);
    expect(slotsLaterBetween(end, 3700, 4300)).toBe(1);
    expect(slotsLaterBetween(end, 8000, 8500)).toBe(2);
  });

  it('names no count where a slot may end while the player reads its playlist', () => {
    if (!end) throw new Error('no slot end');
    expect(slotsLaterBetween(end, 3000, 3600)).toBeNull();
    expect(slotsLaterBetween(end, 3550, 3600)).toBeNull();
    expect(slotsLaterBetween(end, 7200, 7560)).toBeNull();
  });
});
