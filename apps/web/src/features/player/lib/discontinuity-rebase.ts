/**
 * Room kept below the first discontinuity sequence an hls.js instance reads, for a later playlist (another
 * rendition, an earlier programme) that starts a little lower.
 */
const headroom = 1000;

const sequenceLine = /^#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)\s*$/m;

/** The base one hls.js instance subtracts: fixed by the first live playlist it reads. */
export interface DiscontinuityBase {
  base: number | null;
}

/**
 * `playlist` with its EXT-X-DISCONTINUITY-SEQUENCE lowered by the instance's base. A live channel numbers its
 * discontinuities since its history began, in the tens of millions; hls.js keeps a plain array indexed by
 * that number and copies it when the first segment's timestamps are found, which blocks the page for
 * seconds. The same base for every playlist of an instance keeps the numbering consistent across its
 * renditions and reloads, which is all that the sequence is for.
 */
export function rebaseDiscontinuities(playlist: string, state: DiscontinuityBase): string {
  const match = sequenceLine.exec(playlist);
  if (!match) return playlist;
  const sequence = Number(match[1]);
  state.base ??= Math.max(0, sequence - headroom);
  const rebased = Math.max(0, sequence - state.base);
  return playlist.replace(sequenceLine, `#EXT-X-DISCONTINUITY-SEQUENCE:${rebased}`);
}
