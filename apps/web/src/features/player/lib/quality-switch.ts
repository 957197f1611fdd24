import { grantNameOf } from './address-renewal.ts';

/** The title an address grants (`media:<asset>`, `live:<channel>`), without its quality cap. */
function titleOf(url: string): string | null {
  const grant = grantNameOf(url);
  return grant === null ? null : (grant.split('~')[0] ?? grant);
}

/**
 * Whether `nextUrl` plays the same title as `previousUrl` under another quality cap: then the player hands
 * its picture and what it has buffered to the new ladder instead of starting again.
 */
export function isQualityChange(previousUrl: string, nextUrl: string): boolean {
  const title = titleOf(previousUrl);
  return title !== null && title === titleOf(nextUrl) && grantNameOf(previousUrl) !== grantNameOf(nextUrl);
}

/**
 * The rendition (index into `heights`, lowest first) a new ladder starts loading with: a fixed quality holds
 * the top of its capped ladder; Auto goes on at the height playing now (or the nearest below it), so the
 * picture neither drops nor waits for a bigger download before the bandwidth estimate says so.
 */
export function startLevelFor(
  heights: readonly number[],
  playingHeight: number | undefined,
  adaptive: boolean,
) {
  if (heights.length === 0) return -1;
  if (!adaptive) return heights.length - 1;
  if (playingHeight === undefined) return 0;
  let level = 0;
  heights.forEach((height, index) => {
    if (height <= playingHeight) level = index;
  });
  return level;
}

export interface Segment {
  start: number;
  duration: number;
}

export interface SwitchInput {
  /** The segments of the rendition playing, in order. */
  segments: readonly Segment[];
  currentTime: number;
  /** Where the picture buffered from `currentTime` on runs out. */
  bufferedEnd: number;
  /** Bits per second of the new rendition, and the link's estimate. */
  nextBitrate: number;
  bandwidth: number;
}

/**
 * Where the new rendition takes over: the first segment boundary after the time it takes to fetch one of
 * its segments (plus a second for its playlists), so the picture never waits for it; never past what is
 * buffered, so there is no hole. What is buffered from there on is dropped and loaded in the new rendition.
 */
export function switchPointFor({ segments, currentTime, bufferedEnd, nextBitrate, bandwidth }: SwitchInput) {
  if (segments.length === 0) return currentTime;
  const longest = Math.max(...segments.map((segment) => segment.duration));
  const fetchSeconds = Math.min(3 * longest, 1 + (nextBitrate * longest) / Math.max(bandwidth, 1));
  const boundaries = [...segments.map((segment) => segment.start)];
  const last = segments[segments.length - 1];
  if (last) boundaries.push(last.start + last.duration);
  const ready =
    boundaries.find((boundary) => boundary >= currentTime + fetchSeconds) ?? Number.POSITIVE_INFINITY;
  // Boundaries are where whole segments were appended: allow for a few milliseconds of rounding.
  const contiguous = boundaries.filter((boundary) => boundary <= bufferedEnd + 0.25).at(-1);
  const playing = boundaries.filter((boundary) => boundary <= currentTime).at(-1) ?? boundaries[0] ?? 0;
  return Math.max(Math.min(ready, contiguous ?? playing), playing);
}
