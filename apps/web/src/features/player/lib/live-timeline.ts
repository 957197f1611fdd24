/** A segment of a live rendition as a player placed it on the element's timeline. */
export interface PlacedSegment {
  /** Media sequence number. */
  sn: number;
  /** Where it starts on the element's timeline, seconds. */
  start: number;
  duration: number;
  /** Its EXT-X-PROGRAM-DATE-TIME, ms since the epoch; null when the playlist gives none. */
  programDateTime: number | null;
}

/** The first segment of a new player's first live playlist that says when it airs (else its first segment). */
export interface PlaylistAnchor {
  sn: number;
  /** Seconds from the start of the playlist's first segment to this one's. */
  playlistOffset: number;
  programDateTime: number | null;
  /** Seconds of all the playlist's segments. */
  totalDuration: number;
}

/** The anchor of a playlist whose segments a player placed from 0 (its first playlist). */
export function playlistAnchor(segments: readonly PlacedSegment[]): PlaylistAnchor | null {
  const first = segments[0];
  if (!first) return null;
  const anchor = segments.find((segment) => segment.programDateTime !== null) ?? first;
  const last = segments.at(-1) ?? first;
  return {
    sn: anchor.sn,
    playlistOffset: anchor.start - first.start,
    programDateTime: anchor.programDateTime,
    totalDuration: last.start + last.duration - first.start,
  };
}

/**
 * Where a new player must place the start of `anchor`'s playlist so that it shares the timeline of the player
 * that played `reference` (the segments of the rendition it played): the same programme moment at the same
 * element time. Matched by program date-time, else by sequence number; undefined when neither matches.
 *
 * Every hls.js instance starts a live timeline at the first segment of the first playlist it reads: a second
 * instance handed the element, its buffer and position would otherwise read the position as another moment of
 * the programme and load from there (ahead by as long as the window slid since the first was started).
 */
export function timelineOffsetFor(
  reference: readonly PlacedSegment[],
  anchor: PlaylistAnchor,
): number | undefined {
  const dated = reference.filter((segment) => segment.programDateTime !== null);
  if (anchor.programDateTime !== null && dated.length > 0) {
    const target = anchor.programDateTime;
    // The nearest dated segment: a discontinuity further away may have moved the timeline.
    const nearest = dated.reduce((best, segment) =>
      Math.abs((segment.programDateTime ?? 0) - target) < Math.abs((best.programDateTime ?? 0) - target)
        ? segment
        : best,
    );
    return nearest.start + (target - (nearest.programDateTime ?? 0)) / 1000 - anchor.playlistOffset;
  }
  const same = reference.find((segment) => segment.sn === anchor.sn);
  if (same) return same.start - anchor.playlistOffset;
  const last = reference.at(-1);
  if (!last) return undefined;
  // Past the reference's end: the slots in between are as long as its last one.
  return last.start + (anchor.sn - last.sn) * last.duration - anchor.playlistOffset;
}

/** How much earlier than the old player would have the new one places the programme (see liveTakeover). */
export const takeoverOverlapSeconds = 0.25;

/** How a new live player takes over an element at `switchAt`. */
export interface LiveTakeover {
  /** Seconds to add to the start of every segment of its first playlist. */
  shift: number;
  /** hls.js `targetLatency`: the new player starts loading at `switchAt` instead of its own live edge. */
  targetLatency: number;
}

/**
 * For the first media playlist of a new live player that takes over the element from one that played
 * `reference`: the same timeline, and a latency that has it load the segment at `switchAt` first, so the
 * programme goes on where it was (hls.js would otherwise start a new player at its live edge).
 */
export function liveTakeover(
  reference: readonly PlacedSegment[],
  firstPlaylist: readonly PlacedSegment[],
  switchAt: number,
): LiveTakeover | null {
  const anchor = playlistAnchor(firstPlaylist);
  const timelineOffset = anchor ? timelineOffsetFor(reference, anchor) : undefined;
  if (!anchor || timelineOffset === undefined) return null;
  // Each player maps a segment's media time on the element from its first segment's earliest track, audio or
  // video, which can differ by a frame or two between players: overlap rather than leave a hole to stall on.
  const placedAt = timelineOffset - takeoverOverlapSeconds;
  const edge = placedAt + anchor.totalDuration;
  return {
    shift: placedAt - (firstPlaylist[0]?.start ?? 0),
    targetLatency: Math.max(edge - (switchAt - takeoverOverlapSeconds), 0),
  };
}
