import { SEGMENT_SECONDS } from '../media/ladder-encode-args.ts';

/** A short window of the pipeline's 4 s segments; players hold back three. */
export const LIVE_SLOT_SECONDS = SEGMENT_SECONDS;
export const LIVE_WINDOW_SEGMENTS = 6;
/**
 * How long a live address lives, at most (a package ending sooner ends it sooner). Short, so that signing
 * out or losing the package ends viewing soon: the player asks for a fresh address before it runs out.
 */
export const LIVE_ADDRESS_TTL_SECONDS = 15 * 60;
/**
 * Segment addresses inside a live playlist are signed for the hour and two more, from the top of the hour,
 * so every instance writes the very same playlist for the same clock.
 */
export const SEGMENT_GRANT_HOURS = 3;
