import type { PlayoutBlock, ScheduledAsset } from './live-timeline.ts';

export interface ResolvedProgramme {
  startsAt: Date;
  endsAt: Date;
  /** The programme's own asset; undefined plays the filler. */
  asset: ScheduledAsset | undefined;
}

/**
 * The blocks that air from `leadFrom` (or the first programme) until `until`: the programmes in order, each
 * cut short where the next one starts (and at `until`), and the filler wherever nothing is scheduled. Without a filler,
 * unscheduled time and programmes without media air nothing.
 */
export function toBlocks(
  programmes: readonly ResolvedProgramme[],
  filler: ScheduledAsset | undefined,
  until: Date,
  leadFrom?: Date,
): PlayoutBlock[] {
  const blocks: PlayoutBlock[] = [];
  const push = (startsAt: Date, endsAt: Date, asset: ScheduledAsset | undefined) => {
    if (asset && endsAt > startsAt) blocks.push({ startsAt, endsAt, asset });
  };
  let cursor = leadFrom ?? programmes[0]?.startsAt ?? until;
  programmes.forEach((programme, index) => {
    if (programme.startsAt > cursor) push(cursor, programme.startsAt, filler);
    const next = programmes[index + 1];
    const cut = Math.min(next?.startsAt.getTime() ?? Number.POSITIVE_INFINITY, until.getTime());
    const endsAt = new Date(Math.min(cut, programme.endsAt.getTime()));
    const startsAt = new Date(Math.max(programme.startsAt.getTime(), cursor.getTime()));
    push(startsAt, endsAt, programme.asset ?? filler);
    if (endsAt > cursor) cursor = endsAt;
  });
  if (until > cursor) push(cursor, until, filler);
  return blocks;
}
