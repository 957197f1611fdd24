import { describe, expect, it } from 'vitest';
import { guideTicks, guideWindow, isOnNow, nowOffset, placeInWindow } from './tv-guide.ts';

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
