import { useLocation } from 'react-router';
import { useOutsideNigeria } from '../../auth/public.ts';
import {
  PlayerScreen,
  parseChannel,
  StreamPlayer,
  type StreamTarget,
  UnknownTarget,
} from '../../player/public.ts';
import { useUserChannels } from '../api/get-user-channels.ts';
import { isChannelPlayable } from '../lib/channels.ts';
import { LockedChannel } from './locked-channel.tsx';

type ChannelTarget = Extract<StreamTarget, { kind: 'channel' }>;

/**
 * '/channelsplayer' and '/channelsplayerondashbd': state uid, name, id and the purchased list, or
 * `?uid=&id=` from a reload or a shared link. The state's purchased list decides at once; without it, the
 * subscriber's channel list does. A channel known to be locked shows its prompt once, in the modal, over the
 * channel's name and logo; the player is not loaded for it.
 */
export function ChannelPlayerPage() {
  const location = useLocation();
  const target = parseChannel(location.search, location.state);
  const channels = useUserChannels();
  const outsideNigeria = useOutsideNigeria();
  if (target?.kind !== 'channel') {
    return <UnknownTarget />;
  }
  const channel = channels.data?.find((c) => c.uid === target.uid);
  const name = channel?.name ?? target.name;
  const entitled = entitlement(
    target,
    channel ? isChannelPlayable(channel) : undefined,
    channels.isError || channels.isSuccess,
  );
  if (entitled === false || (entitled !== undefined && outsideNigeria)) {
    return (
      <PlayerScreen title={name}>
        <LockedChannel
          name={name}
          logo={channel?.logos.NORMAL ?? null}
          entitled={entitled}
          packages={channel?.packages ?? null}
        />
      </PlayerScreen>
    );
  }
  return (
    <PlayerScreen title={name}>
      <StreamPlayer
        target={{ kind: 'channel', uid: target.uid, name: null, id: null, purchased: null }}
        entitled={entitled}
        packages={channel?.packages ?? null}
        live
        content={{
          content_uid: target.uid,
          content_type: 'channel',
          content_name: name,
          content_details: null,
        }}
      />
    </PlayerScreen>
  );
}

function entitlement(target: ChannelTarget, fromList: boolean | undefined, listAnswered: boolean) {
  if (target.purchased !== null && target.id !== null) return target.purchased.includes(target.id);
  if (fromList !== undefined) return fromList;
  // A channel the list does not have, or no list: the stream address's own answer decides.
  return listAnswered ? true : undefined;
}
