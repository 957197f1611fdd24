import { type PlayoutBlock, type SlotSegment, segmentAtSlot, slotRange } from './live-timeline.ts';

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

/** The last slot that has fully aired at `now`. */
export function lastAiredSlot(now: Date, slotSeconds: number): number {
  return Math.floor(now.getTime() / (slotSeconds * 1000)) - 1;
}

/** Slots `first`…`last` of the blocks, in order; throws where no block covers one. */
function slotsOf(
  input: Pick<LivePlaylistInput, 'programmes' | 'discontinuityBase' | 'targetDuration'>,
  first: number,
  last: number,
): SlotSegment[] {
  const slots: SlotSegment[] = [];
  for (let k = first; k <= last; k += 1) {
    const slot = segmentAtSlot(input.programmes, input.discontinuityBase ?? 0, k, input.targetDuration);
    if (!slot) throw new Error(`No programme covers live slot ${k}`);
    slots.push(slot);
  }
  return slots;
}

/** The header's numbering and every segment, with a discontinuity and a map at each new section. */
function segmentLines(slots: readonly SlotSegment[], assetUrl: LivePlaylistInput['assetUrl']) {
  const first = slots[0];
  if (!first) throw new Error('A live window needs at least one segment');
  const longest = Math.max(...slots.map((slot) => Math.round(slot.segment.duration)));
  const lines: string[] = [];
  slots.forEach((slot, index) => {
    const folder = `${assetUrl(slot.asset.assetId)}${slot.asset.quality}/`;
    const previous = slots[index - 1];
    const newSection = !previous || previous.discontinuity !== slot.discontinuity;
    if (previous && newSection) lines.push('#EXT-X-DISCONTINUITY');
    if (newSection) lines.push(`#EXT-X-MAP:URI="${folder}${slot.asset.initFile}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${slot.programDateTime.toISOString()}`);
    lines.push(`#EXTINF:${slot.segment.duration.toFixed(3)},`, `${folder}${slot.segment.file}`);
  });
  return {
    numbering: [
      `#EXT-X-MEDIA-SEQUENCE:${first.sequence}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${first.discontinuity}`,
    ],
    longest,
    lines,
  };
}

/**
 * The live media playlist of one rendition at `now`: a sliding window of the last `windowSegments` slots,
 * each segment an absolute signed media URL, with a discontinuity and a new EXT-X-MAP at each programme
 * change and at each loop of an asset, a program date-time on every segment, and no ENDLIST.
 */
export function buildLivePlaylist(input: LivePlaylistInput): string {
  const { targetDuration, windowSegments } = input;
  const last = lastAiredSlot(input.now, targetDuration);
  const slots = slotsOf(input, last - windowSegments + 1, last);
  const { numbering, longest, lines } = segmentLines(slots, input.assetUrl);
  return `${[
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(targetDuration, longest)}`,
    `#EXT-X-SERVER-CONTROL:HOLD-BACK=${(3 * targetDuration).toFixed(1)}`,
    ...numbering,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...lines,
  ].join('\n')}\n`;
}

export interface ProgrammePlaylistInput extends Omit<LivePlaylistInput, 'windowSegments'> {
  /** The programme's window on the clock: its slots are those a block of that window owns. */
  startsAt: Date;
  endsAt: Date;
}

/**
 * One programme of a rendition from its first slot. While it airs: an EVENT playlist up to the last slot that
 * has fully aired, which grows at each reload and starts players at its beginning (EXT-X-START) rather than at
 * the live edge (start-over). Once its last slot has aired: a complete VOD playlist of exactly its slots, with
 * ENDLIST (catch-up). Numbered as the live playlists number the same slots. Undefined while not one slot of
 * the programme has aired yet.
 */
export function buildProgrammePlaylist(input: ProgrammePlaylistInput): string | undefined {
  const { targetDuration } = input;
  const { first, end } = slotRange(input, targetDuration);
  const aired = lastAiredSlot(input.now, targetDuration);
  const complete = end - 1 <= aired;
  const last = Math.min(end - 1, aired);
  if (last < first) return undefined;
  const { numbering, longest, lines } = segmentLines(slotsOf(input, first, last), input.assetUrl);
  return `${[
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(targetDuration, longest)}`,
    ...(complete
      ? ['#EXT-X-PLAYLIST-TYPE:VOD']
      : [
          '#EXT-X-PLAYLIST-TYPE:EVENT',
          `#EXT-X-SERVER-CONTROL:HOLD-BACK=${(3 * targetDuration).toFixed(1)}`,
          '#EXT-X-START:TIME-OFFSET=0,PRECISE=YES',
        ]),
    ...numbering,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...lines,
    ...(complete ? ['#EXT-X-ENDLIST'] : []),
  ].join('\n')}\n`;
}
