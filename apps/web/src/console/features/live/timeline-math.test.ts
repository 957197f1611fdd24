import { describe, expect, it } from 'vitest';
import {
  clockOf,
  findGaps,
  findOverlaps,
  minutesOf,
  minutesToPixels,
  moveSpan,
  pixelsToMinutes,
  resizeSpanEnd,
  snap,
  spanOf,
} from './timeline-math.ts';

const span = (key: string, start: number, end: number) => ({ key, start, end });

describe('the schedule timeline', () => {
  it('turns pixels into minutes and back at the timeline scale', () => {
    expect(minutesToPixels(90, 1.5)).toBe(135);
    expect(pixelsToMinutes(135, 1.5)).toBe(90);
  });

  it('snaps to five minutes', () => {
    expect(snap(7)).toBe(5);
    expect(snap(8)).toBe(10);
    expect(snap(-3)).toBe(-5);
  });

  it('moves a programme by snapped minutes keeping its length, inside the day', () => {
    expect(moveSpan(span('a', 360, 420), 33)).toEqual(span('a', 395, 455));
    expect(moveSpan(span('a', 10, 70), -60)).toEqual(span('a', 0, 60));
    expect(moveSpan(span('a', 1400, 1430), 120)).toEqual(span('a', 1435, 1465));
  });

  it('changes a programme’s length by its end, never shorter than five minutes nor past the day', () => {
    expect(resizeSpanEnd(span('a', 360, 420), 481)).toEqual(span('a', 360, 480));
    expect(resizeSpanEnd(span('a', 360, 420), 300)).toEqual(span('a', 360, 365));
    expect(resizeSpanEnd(span('a', 1380, 1420), 1500)).toEqual(span('a', 1380, 1440));
  });

  it('finds the stretches nothing covers, before, between and after the programmes', () => {
    expect(findGaps([span('b', 600, 660), span('a', 360, 420)])).toEqual([
      { start: 0, end: 360 },
      { start: 420, end: 600 },
      { start: 660, end: 1440 },
    ]);
    expect(findGaps([span('a', 0, 1500)])).toEqual([]);
    expect(findGaps([])).toEqual([{ start: 0, end: 1440 }]);
  });

  it('finds programmes that air at once, also inside a longer one', () => {
    expect(findOverlaps([span('a', 360, 480), span('b', 420, 540), span('c', 540, 600)])).toEqual([
      { first: 'a', second: 'b', start: 420, end: 480 },
    ]);
    expect(findOverlaps([span('long', 0, 600), span('x', 60, 120), span('y', 180, 240)])).toEqual([
      { first: 'long', second: 'x', start: 60, end: 120 },
      { first: 'long', second: 'y', start: 180, end: 240 },
    ]);
  });

  it('reads and writes clock times, an end before its start being the next day', () => {
    expect(clockOf(1465)).toBe('00:25');
    expect(minutesOf('06:05')).toBe(365);
    expect(minutesOf('24:00')).toBeUndefined();
    expect(spanOf('a', '23:00', '01:00')).toEqual(span('a', 1380, 1500));
    expect(spanOf('a', '', '01:00')).toBeUndefined();
  });
});
