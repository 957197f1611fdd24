import { describe, expect, it } from 'vitest';
import {
  liveTakeover,
  type PlacedSegment,
  playlistAnchor,
  takeoverOverlapSeconds,
  timelineOffsetFor,
} from './live-timeline.ts';

const aired = Date.parse('2026-11-24T16:00:00Z');

/** `count` 4 s segments from sequence `sn`, the first placed at `start`; sequence n airs 4n s after `aired`. */
function window(sn: number, start: number, count = 6, dated = true): PlacedSegment[] {
  return Array.from({ length: count }, (_, index) => ({
    sn: sn + index,
    start: start + 4 * index,
    duration: 4,
    programDateTime: dated ? aired + (sn + index) * 4000 : null,
  }));
}

describe("a new live player's first playlist", () => {
  it('is anchored at its first dated segment, with its length', () => {
    const segments = window(100, 0);
    segments[0] = { ...(segments[0] as PlacedSegment), programDateTime: null };
    expect(playlistAnchor(segments)).toEqual({
      sn: 101,
      playlistOffset: 4,
      programDateTime: aired + 101 * 4000,
      totalDuration: 24,
    });
    expect(playlistAnchor([])).toBeNull();
  });

  it("lands on the old player's timeline by date-time, however far the window slid since it started", () => {
    // The old player started at sequence 100 (placed from 0) and has played on; the new one reads a window
    // that begins 5 slots later, placed from 0 as every new hls.js instance does.
    const reference = window(103, 12);
    const first = window(105, 0);
    expect(timelineOffsetFor(reference, playlistAnchor(first)!)).toBe(20);
  });

  it('lands on it by sequence number where the playlists carry no date-time, also past its end', () => {
    expect(timelineOffsetFor(window(103, 12, 6, false), playlistAnchor(window(105, 0, 6, false))!)).toBe(20);
    expect(timelineOffsetFor(window(103, 12, 6, false), playlistAnchor(window(110, 0, 6, false))!)).toBe(40);
    expect(timelineOffsetFor([], playlistAnchor(window(110, 0, 6, false))!)).toBeUndefined();
  });

  it('moves by the slide, a little earlier, and keeps the latency that loads the switch point first', () => {
    const takeover = liveTakeover(window(103, 12), window(105, 0), 32);
    // Window 105–110 starts at 20 on the element and ends at 44: the switch point 32 is 12 s behind its edge.
    expect(takeover).toEqual({ shift: 20 - takeoverOverlapSeconds, targetLatency: 12 });
  });

  it('is left where it is when nothing matches', () => {
    expect(liveTakeover([], window(105, 0, 6, false), 32)).toBeNull();
  });
});
