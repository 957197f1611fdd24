/**
 * # Linear playout by wall clock
 *
 * Time is cut into slots of `slotSeconds` (the pipeline's segment length) counted from the Unix epoch: slot
 * `k` airs from `k × slotSeconds`. A block (a programme, or filler standing in where nothing is scheduled)
 * owns the slots from its start to its end and plays its asset's segments one per slot, from the first,
 * looping. So a slot's media sequence number is `k` itself and its program date-time `k × slotSeconds`: every
 * viewer and every instance computes the same numbers from the clock alone.
 *
 * A section is one pass over an asset; each section after the first of history starts with a
 * discontinuity. The discontinuity sequence of a slot is the number of sections started before it since the
 * channel's history began (its `airs_since`, a day or so before it was added), which `discontinuitiesBefore`
 * sums over the blocks before a window. Counting from there rather than from the epoch keeps the number small:
 * hls.js keeps per-discontinuity state in an array indexed by it and walks that array on every playlist load.
 */

export interface LiveSegment {
  /** File name inside the rendition folder, e.g. `seg_00001.m4s`. */
  file: string;
  duration: number;
}

/** One rendition of an asset as the playlist needs it. */
export interface ScheduledAsset {
  assetId: string;
  /** The rendition folder played, e.g. `data_saver` (a lower one when the asset lacks the quality asked). */
  quality: string;
  initFile: string;
  segments: readonly LiveSegment[];
}

export interface PlayoutBlock {
  startsAt: Date;
  endsAt: Date;
  asset: ScheduledAsset;
}

export interface SlotSegment {
  sequence: number;
  discontinuity: number;
  /** Whether the slot starts a pass over its asset. */
  sectionStart: boolean;
  asset: ScheduledAsset;
  segment: LiveSegment;
  programDateTime: Date;
}

/** The first slot starting at or after `time`. */
export function slotAtOrAfter(time: Date, slotSeconds: number): number {
  return Math.ceil(time.getTime() / (slotSeconds * 1000));
}

/** The slots a block owns: `[first, end)`. */
export function slotRange(block: { startsAt: Date; endsAt: Date }, slotSeconds: number) {
  return { first: slotAtOrAfter(block.startsAt, slotSeconds), end: slotAtOrAfter(block.endsAt, slotSeconds) };
}

/** How many passes over its asset a block starts (0 for a block too short to own a slot). */
export function sectionCount(block: PlayoutBlock, slotSeconds: number): number {
  const { first, end } = slotRange(block, slotSeconds);
  return end > first ? Math.ceil((end - first) / block.asset.segments.length) : 0;
}

/** Sections started by `blocks` (in order, all before the window): the window's discontinuity base. */
export function discontinuitiesBefore(blocks: readonly PlayoutBlock[], slotSeconds: number): number {
  return blocks.reduce((sum, block) => sum + sectionCount(block, slotSeconds), 0);
}

/**
 * Slot `k` of a block list that covers it. `base` is the discontinuity sequence at the first slot of
 * `blocks[0]` (the sections of history before it).
 */
export function segmentAtSlot(
  blocks: readonly PlayoutBlock[],
  base: number,
  k: number,
  slotSeconds: number,
): SlotSegment | undefined {
  let discontinuity = base;
  for (const block of blocks) {
    const { first, end } = slotRange(block, slotSeconds);
    const count = block.asset.segments.length;
    if (end <= first || count === 0) continue;
    if (k >= first && k < end) {
      const index = (k - first) % count;
      const segment = block.asset.segments[index];
      if (!segment) return undefined;
      return {
        sequence: k,
        discontinuity: discontinuity + Math.floor((k - first) / count),
        sectionStart: index === 0,
        asset: block.asset,
        segment,
        programDateTime: new Date(k * slotSeconds * 1000),
      };
    }
    discontinuity += Math.ceil((end - first) / count);
  }
  return undefined;
}
