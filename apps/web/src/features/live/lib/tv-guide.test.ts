import { describe, expect, it } from 'vitest';
import {
  guideTicks,
  guideWindow,
  isCatchUpPlayable,
  isOnNow,
  nowOffset,
  placeInWindow,
  shiftedWindow,
  showOnNow,
} from './tv-guide.ts';

const at = (text: string) => Date.parse(text);

describe('TV guide grid', () => {
  const now = at('2025-05-01T10:40:00Z');
  const window = guideWindow(now);

  it('shows the 6 hours from the half hour before now', () => {
    expect(new Date(window.from).toISOString()).toBe('2025-05-01T10:30:00.000Z');
    expect(new Date(window.to).toISOString()).toBe('2025-05-01T16:30:00.000Z');
    expect(guideTicks(window)).toHaveLength(12);
  });

  it('places shows by time, clipped to the window', () => {
    expect(placeInWindow(window, '2025-05-01T10:00:00Z', '2025-05-01T11:00:00Z')).toEqual({
      left: 0,
      width: (30 / 360) * 100,
    });
    expect(placeInWindow(window, '2025-05-01T13:30:00Z', '2025-05-01T14:30:00Z')).toEqual({
      left: 50,
      width: (60 / 360) * 100,
    });
    expect(placeInWindow(window, '2025-05-01T08:00:00Z', '2025-05-01T09:00:00Z')).toBeNull();
  });

  it('marks now and the show on now', () => {
    expect(nowOffset(window, now)).toBeCloseTo((10 / 360) * 100);
    expect(nowOffset(window, at('2025-05-02T00:00:00Z'))).toBeNull();
    expect(isOnNow('2025-05-01T10:00:00Z', '2025-05-01T11:00:00Z', now)).toBe(true);
    expect(isOnNow('2025-05-01T11:00:00Z', '2025-05-01T12:00:00Z', now)).toBe(false);
  });
});

describe('catch-up in the guide', () => {
  const now = Date.parse('2026-03-01T12:10:00Z');
  const iso = (hoursFromNow: number) => new Date(now + hoursFromNow * 3_600_000).toISOString();

  it('moves the window back six hours at a time', () => {
    expect(shiftedWindow(now, -1)).toEqual({
      from: Date.parse('2026-03-01T06:00:00Z'),
      to: Date.parse('2026-03-01T12:00:00Z'),
    });
    expect(shiftedWindow(now, 0)).toEqual(guideWindow(now));
  });

  it('offers a programme again once it has ended, for 24 hours from its start', () => {
    expect(isCatchUpPlayable(iso(-2), iso(-1), now)).toBe(true);
    expect(isCatchUpPlayable(iso(-24), iso(-23), now)).toBe(true);
    expect(isCatchUpPlayable(iso(-24.1), iso(-23), now)).toBe(false);
    expect(isCatchUpPlayable(iso(-0.5), iso(0.5), now)).toBe(false);
    expect(isCatchUpPlayable(iso(1), iso(2), now)).toBe(false);
  });

  it('finds the programme on air', () => {
    const shows = [
      { id: 'a', starts_at: iso(-2), ends_at: iso(-1) },
      { id: 'b', starts_at: iso(-1), ends_at: iso(1) },
    ];
    expect(showOnNow(shows, now)?.id).toBe('b');
    expect(showOnNow(shows, now + 2 * 3_600_000)).toBeUndefined();
  });
});
