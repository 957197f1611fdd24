import type { UserChannel } from '@glotv/contracts/catalog';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import type { EntitlementGate } from '../../packages/public.ts';
import { isChannelPlayable } from '../lib/channels.ts';

/** The channel player's page chunk, the same the route loads. */
export const loadChannelPlayerPage = () => import('../components/channel-player-page.tsx');

/**
 * The warm-up module, loaded on the first sign of intent where the page did not bring it (the dashboard): once
 * loaded, it is at hand within the same task.
 */
const loadWarmUp = () => import('../../player/warm-up.ts');

interface ChannelPressOptions {
  /** Also fetch the player's page and engine on the first sign of intent (a page that has not already). */
  loadPlayer?: boolean;
}

/**
 * The handlers of a link that opens a channel's player. Pointing at it, focusing or touching it asks for what
 * its player starts with (`prefetchChannelStart`); pressing it opens the gate's prompt where the subscriber may
 * not play, and otherwise asks for the start files while the player's page renders (`startLiveOnPress`).
 * Nothing is asked for a channel the subscriber may not play, or outside Nigeria (the server refuses it anyway).
 * The page showing the links loads no warm-up code until one is pointed at.
 */
export function useChannelPress(gate: EntitlementGate, { loadPlayer = false }: ChannelPressOptions = {}) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  return (channel: UserChannel) => {
    const mayPlay = isChannelPlayable(channel) && !outsideNigeria;
    const warmUp = () => {
      if (!mayPlay) return;
      void loadWarmUp()
        .then((warm) => {
          warm.prefetchChannelStart(queryClient, user.user_id, channel.uid);
          if (loadPlayer) return Promise.all([loadChannelPlayerPage(), warm.loadPlaybackEngine()]);
        })
        .catch(() => undefined);
    };
    return {
      onClick: (event: MouseEvent) => {
        gate.guard(isChannelPlayable(channel), channel.packages)(event);
        if (event.defaultPrevented || !mayPlay) return;
        void loadWarmUp()
          .then((warm) => warm.startLiveOnPress(queryClient, user.user_id, channel.uid))
          .catch(() => undefined);
      },
      onPointerEnter: warmUp,
      onPointerDown: warmUp,
      onFocus: warmUp,
    };
  };
}
