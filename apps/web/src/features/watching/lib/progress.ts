import type { SavedPosition } from '@glotv/contracts/watching';

/** A position this close to the start only opened the title (the server keeps the same rule). */
export const STARTED_SECONDS = 5;

/** 'Resume' is offered for a position begun and not watched to (near) the end. */
export function isResumable(saved: SavedPosition | null | undefined): saved is SavedPosition {
  return saved != null && !saved.finished && saved.position >= STARTED_SECONDS;
}

/** Whole percent watched, 0–100. */
export function percentWatched(position: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
