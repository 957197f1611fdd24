interface EpisodeLike {
  id: number;
  number: number;
}
interface SeasonLike<E extends EpisodeLike> {
  number: number;
  episodes: readonly E[];
}

/** The episode after `episodeId` in watching order (season, then number), into the next season; null at the end. */
export function nextEpisode<E extends EpisodeLike>(
  seasons: readonly SeasonLike<E>[],
  episodeId: number,
): { episode: E; seasonNumber: number } | null {
  const ordered = [...seasons]
    .sort((a, b) => a.number - b.number)
    .flatMap((season) =>
      [...season.episodes]
        .sort((a, b) => a.number - b.number)
        .map((episode) => ({ episode, seasonNumber: season.number })),
    );
  const index = ordered.findIndex((entry) => entry.episode.id === episodeId);
  return index < 0 ? null : (ordered[index + 1] ?? null);
}
