/**
 * When a title counts as watched, and where a series goes on: the rules of Continue watching, without SQL.
 */

/** A position this close to the start is not worth resuming (the title was only opened). */
export const STARTED_SECONDS = 5;
/** Watched to this share of its length, a title is finished. */
export const FINISHED_SHARE = 0.95;
/** A title of at least 20 minutes is finished in its last 2 minutes too (the credits). */
const CREDITS_SECONDS = 120;
const CREDITS_FROM_LENGTH = 20 * 60;

/** Watched to (near) its end: it leaves Continue watching and is not offered for resuming. */
export function isFinished(position: number, duration: number): boolean {
  if (position >= duration * FINISHED_SHARE) return true;
  return duration >= CREDITS_FROM_LENGTH && duration - position <= CREDITS_SECONDS;
}

/** Worth offering 'Resume': begun, and not finished. */
export function isResumable(position: number, duration: number): boolean {
  return position >= STARTED_SECONDS && !isFinished(position, duration);
}

export interface EpisodeInOrder {
  id: number;
}

export type SeriesResume<E extends EpisodeInOrder> =
  | { episode: E; position: number; duration: number }
  | { episode: E; position: 0; duration: null }
  | null;

/**
 * Where a series resumes, from its latest watched episode: that episode at its position while unfinished,
 * else the episode after it (`episodes` in watching order: season, then number) from the start, else nowhere.
 */
export function seriesResume<E extends EpisodeInOrder>(
  episodes: readonly E[],
  latest: { episodeId: number; position: number; duration: number },
): SeriesResume<E> {
  const index = episodes.findIndex((episode) => episode.id === latest.episodeId);
  if (index < 0) return null;
  const episode = episodes[index];
  if (!episode) return null;
  if (!isFinished(latest.position, latest.duration)) {
    return latest.position >= STARTED_SECONDS
      ? { episode, position: latest.position, duration: latest.duration }
      : null;
  }
  const next = episodes[index + 1];
  return next ? { episode: next, position: 0, duration: null } : null;
}
