import type { UserChannel } from '@glotv/contracts/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect } from 'react';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import type { EntitlementGate } from '../../packages/public.ts';
import {
  prefetchChannelStart,
  prefetchQualityChoice,
  startLiveOnPress,
  whenIdle,
} from '../../player/warm-up.ts';
import { channelPlayerLink, isChannelPlayable } from '../lib/channels.ts';

interface ChannelListProps {
  channels: readonly UserChannel[];
  /** Every channel, for the player's list of playable ones. */
  all: readonly UserChannel[];
  gate: EntitlementGate;
}

/** How many of the list's first playable channels have their address asked for once the page has settled. */
const firstRowsWarmed = 3;

/** A row per channel with its logo, name and short name; a click opens the player or a prompt. */
export function ChannelList({ channels, all, gate }: ChannelListProps) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  // Pointing at (or focusing, or touching) a playable channel asks for its address and master before the click lands.
  const mayPlay = (channel: UserChannel) => isChannelPlayable(channel) && !outsideNigeria;
  const warmUp = (channel: UserChannel) => () => {
    if (mayPlay(channel)) {
      prefetchChannelStart(queryClient, user.user_id, channel.uid);
    }
  };
  // Play pressed: the files its player starts with are fetched while the player's page renders.
  const play = (channel: UserChannel) => (event: MouseEvent) => {
    gate.guard(isChannelPlayable(channel), channel.packages)(event);
    if (!event.defaultPrevented && mayPlay(channel)) {
      startLiveOnPress(queryClient, user.user_id, channel.uid);
    }
  };
  // A touch gives no warning before the tap: the first playable rows, the likeliest, are warmed up on idle.
  const firstPlayable = channels
    .filter(isChannelPlayable)
    .slice(0, firstRowsWarmed)
    .map((channel) => channel.uid)
    .join(' ');
  useEffect(() => {
    if (outsideNigeria || firstPlayable === '') return;
    return whenIdle(async () => {
      prefetchQualityChoice(queryClient, user.user_id);
      for (const uid of firstPlayable.split(' ')) {
        prefetchChannelStart(queryClient, user.user_id, uid);
      }
    });
  }, [firstPlayable, outsideNigeria, queryClient, user.user_id]);
  return (
    <ul className="channel-list">
      {channels.map((channel, index) => {
        const link = channelPlayerLink(channel, all);
        return (
          <li key={channel.id}>
            <Link
              to={link.to}
              state={link.state}
              className="channel-row"
              onClick={play(channel)}
              onPointerEnter={warmUp(channel)}
              onPointerDown={warmUp(channel)}
              onFocus={warmUp(channel)}
            >
              <CatalogImage
                imageId={channel.logos.NORMAL}
                placeholder={channel.logo_placeholders?.NORMAL}
                alt=""
                shape="square"
                sizes="56px"
                minWidth={56}
                maxWidth={56}
                eager={index < 8}
                className="channel-row__logo"
              />
              <span className="channel-row__name">{channel.name}</span>
              <span className="channel-row__short">{channel.short_name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
