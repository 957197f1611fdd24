import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import {
  loadEpisodeStreamPage,
  loadPlaybackEngine,
  prefetchTitleStart,
  startTitleOnPress,
  type TitleTarget,
  whenIdle,
} from '../../player/warm-up.ts';
import { isResumable, positionQueryOptions } from '../../watching/public.ts';

/** What an episode's link does besides opening its player. */
export interface EpisodePress {
  /** Pointed at, focused or touched: its player is got ready. */
  warmUp: () => void;
  /** Pressed, once the gate let it through. */
  press: () => void;
}

/**
 * A series page's episodes start sooner for a subscriber known to have the series (`mayPlay`) inside Nigeria:
 * the episode player's chunk and hls.js are fetched once the page has settled; pointing at an episode asks for
 * its address, first small files, poster and saved position (`prefetchTitleStart`); pressing it asks for its
 * first segment while the player's page renders (`startTitleOnPress`), when that position was known and left
 * nothing to resume (a resumable one opens the player's prompt first).
 */
export function useEpisodePress(seriesId: number, mayPlay: boolean): (episodeId: number) => EpisodePress {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const playable = mayPlay && !outsideNigeria;
  useEffect(() => {
    if (playable) return whenIdle(() => Promise.all([loadEpisodeStreamPage(), loadPlaybackEngine()]));
  }, [playable]);
  return (episodeId) => {
    const target: TitleTarget = { kind: 'episode', episodeId, seriesId };
    const position = positionQueryOptions(user.user_id, 'episode', episodeId);
    return {
      warmUp: () => {
        if (!playable) return;
        prefetchTitleStart(queryClient, user.user_id, target);
        void queryClient.prefetchQuery(position);
      },
      press: () => {
        const saved = queryClient.getQueryState(position.queryKey);
        if (playable && saved?.status === 'success' && !isResumable(saved.data)) {
          startTitleOnPress(queryClient, user.user_id, target);
        }
      },
    };
  };
}
