import type { UserChannel } from '@glotv/contracts/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import type { EntitlementGate } from '../../packages/public.ts';
import { prefetchChannelStart, prefetchQualityChoice, whenIdle } from '../../player/warm-up.ts';
import { useChannelPress } from '../hooks/use-channel-press.ts';
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
  // Pointing at a playable row asks for what its player starts with; pressing it, for its start files.
  const press = useChannelPress(gate);
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
            <Link to={link.to} state={link.state} className="channel-row" {...press(channel)}>
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
