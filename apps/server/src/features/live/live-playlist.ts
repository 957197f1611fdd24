import { type PlayoutBlock, type SlotSegment, segmentAtSlot } from './live-timeline.ts';

export interface LivePlaylistInput {
  /** Blocks in air order, covering the window; see live-timeline.ts. */
  programmes: readonly PlayoutBlock[];
  /** Discontinuity sequence at the first slot of `programmes[0]`. */
  discontinuityBase?: number;
  now: Date;
  /** Segments listed, oldest first; the newest is the last slot that has fully aired. */
  windowSegments: number;
  /** The slot length, seconds: every segment's nominal duration. */
  targetDuration: number;
  /** The signed folder of an asset, ending in `/`: `/media/s/<sig>/<expires>/<assetId>/`. */
  assetUrl: (assetId: string) => string;
}

/**
 * The live media playlist of one rendition at `now`: a sliding window of the last `windowSegments` slots,
 * each segment an absolute signed media URL, with a discontinuity and a new EXT-X-MAP at each programme
 * change and at each loop of an asset, a program date-time on every segment, and no ENDLIST.
 */
export function buildLivePlaylist(input: LivePlaylistInput): string {
  const { targetDuration, windowSegments } = input;
  const last = Math.floor(input.now.getTime() / (targetDuration * 1000)) - 1;
  const slots: SlotSegment[] = [];
  for (let k = last - windowSegments + 1; k <= last; k += 1) {
    const slot = segmentAtSlot(input.programmes, input.discontinuityBase ?? 0, k, targetDuration);
    if (!slot) throw new Error(`No programme covers live slot ${k}`);
    slots.push(slot);
  }
  const first = slots[0];
  if (!first) throw new Error('A live window needs at least one segment');
  const longest = Math.max(...slots.map((slot) => Math.round(slot.segment.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(targetDuration, longest)}`,
    `#EXT-X-SERVER-CONTROL:HOLD-BACK=${(3 * targetDuration).toFixed(1)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first.sequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first.discontinuity}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  slots.forEach((slot, index) => {
    const folder = `${input.assetUrl(slot.asset.assetId)}${slot.asset.quality}/`;
    const previous = slots[index - 1];
    const newSection = !previous || previous.discontinuity !== slot.discontinuity;
    if (previous && newSection) lines.push('#EXT-X-DISCONTINUITY');
    if (newSection) lines.push(`#EXT-X-MAP:URI="${folder}${slot.asset.initFile}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${slot.programDateTime.toISOString()}`);
    lines.push(`#EXTINF:${slot.segment.duration.toFixed(3)},`, `${folder}${slot.segment.file}`);
  });
  return `${lines.join('\n')}\n`;
}
