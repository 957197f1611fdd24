import { readLiveSlotHeader } from '@glotv/contracts/live-slot';

/**
 * When the slot a live media playlist was made in ends, on the page's clock (`performance.now()`): the server
 * told the time left as it answered, somewhere between the request leaving and the answer arriving.
 */
export interface SlotEnd {
  earliest: number;
  latest: number;
  lengthMs: number;
}

/** The slot end of a playlist asked for at `askedAt` and answered at `answeredAt`, from its `live-slot` header. */
export function slotEndOf(header: string | null, askedAt: number, answeredAt: number): SlotEnd | null {
  const slot = readLiveSlotHeader(header);
  if (!slot || answeredAt < askedAt) return null;
  return { earliest: askedAt + slot.leftMs, latest: answeredAt + slot.leftMs, lengthMs: slot.lengthMs };
}

/**
 * How many slots after that playlist's the playlist a player reads between `from` and `to` is made: null when
 * a slot may end in between, and which playlist the player reads is not sure.
 */
export function slotsLaterBetween(end: SlotEnd, from: number, to: number): number | null {
  const passedAt = (time: number, slotEnd: number) =>
    time < slotEnd ? 0 : 1 + Math.floor((time - slotEnd) / end.lengthMs);
  const fewest = passedAt(from, end.latest);
  return fewest === passedAt(to, end.earliest) ? fewest : null;
}
