/**
 * Beside a schedule channel's live media playlist: the milliseconds left in the slot it was made in, and the
 * slot's length. With it, a page that read the playlist a few seconds before Play knows which segment a player
 * will start at then, without asking again (the web's warm-up). A file of its own, without schemas: the pages
 * that read it load no validation library for it.
 */
export const LIVE_SLOT_HEADER = 'live-slot';

export const liveSlotHeader = (leftMs: number, lengthMs: number) => `left=${leftMs}, length=${lengthMs}`;

/** `liveSlotHeader`'s two numbers, or null for a header that is missing or not one of its values. */
export function readLiveSlotHeader(value: string | null): { leftMs: number; lengthMs: number } | null {
  const read = /^left=(\d+), length=(\d+)$/.exec(value ?? '');
  const [leftMs, lengthMs] = [Number(read?.[1]), Number(read?.[2])];
  return read && lengthMs > 0 && leftMs <= lengthMs ? { leftMs, lengthMs } : null;
}
