import type { UserChannel } from '@glotv/contracts/catalog';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { EntitlementGate } from '../../packages/public.ts';
import { channelPlayerLink, isChannelPlayable } from '../lib/channels.ts';

interface ChannelListProps {
  channels: readonly UserChannel[];
  /** Every channel, for the player's list of playable ones. */
  all: readonly UserChannel[];
  gate: EntitlementGate;
}

/** A row per channel with its logo, name and short name; a click opens the player or a prompt. */
export function ChannelList({ channels, all, gate }: ChannelListProps) {
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
              onClick={gate.guard(isChannelPlayable(channel), channel.packages)}
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
