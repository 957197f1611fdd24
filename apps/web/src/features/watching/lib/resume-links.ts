import { type AppLink, paths } from '../../../config/paths.ts';

/** The URL parameter a player page starts at, in whole seconds; absent: the page offers Resume or Start over. */
export const startParam = 't';

export interface WatchTarget {
  kind: 'movie' | 'episode';
  id: number;
  /** An episode's series. */
  seriesId?: number;
}

/** The player of a movie or an episode, starting at `start` seconds (Resume) or 0 (Start over). */
export function playerLink(target: WatchTarget, start: number): AppLink<Record<string, number>> {
  const at = Math.max(0, Math.floor(start));
  if (target.kind === 'movie') {
    return {
      to: `${paths.movieStream}?movieID=${target.id}&${startParam}=${at}`,
      state: { movieID: target.id },
    };
  }
  const series = target.seriesId === undefined ? '' : `&seriesID=${target.seriesId}`;
  return {
    to: `${paths.episodeStream}?id=${target.id}${series}&${startParam}=${at}`,
    state: target.seriesId === undefined ? { id: target.id } : { id: target.id, seriesID: target.seriesId },
  };
}

/** The start the URL asks for, or null when it names none (or a bad one). */
export function startFrom(search: string): number | null {
  const value = new URLSearchParams(search).get(startParam);
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return null;
  return Number(value);
}
