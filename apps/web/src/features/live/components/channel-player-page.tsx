import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOutsideNigeria } from '../../auth/public.ts';
import {
  type PlayableTarget,
  PlayerScreen,
  parseChannel,
  parseProgrammeId,
  StreamPlayer,
  type StreamTarget,
  UnknownTarget,
} from '../../player/public.ts';
import { channelStreamTarget } from '../../player/warm-up.ts';
import { useChannelGuide } from '../api/get-shows-grid.ts';
import { useUserChannels } from '../api/get-user-channels.ts';
import { isChannelPlayable } from '../lib/channels.ts';
import { showOnNow } from '../lib/tv-guide.ts';
import { LockedChannel } from './locked-channel.tsx';
import './live.css';
import '../strings.ts';

type ChannelTarget = Extract<StreamTarget, { kind: 'channel' }>;

const minuteMs = 60_000;

/** The current time, moved on every minute (the programme on air changes). */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), minuteMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * '/channelsplayer' and '/channelsplayerondashbd': state uid, name, id and the purchased list, or
 * `?uid=&id=` from a reload or a shared link. `&programme=` plays one programme from its start instead of
 * live: 'Start over' opens the one on air (schedule channels), the TV guide an earlier one of a catch-up
 * channel; 'Go live', or the end of the programme, returns to live. The state's purchased list decides at once; without it, the
 * subscriber's channel list does. A channel known to be locked shows its prompt once, in the modal, over the
 * channel's name and logo; the player is not loaded for it.
 */
export function ChannelPlayerPage() {
  const location = useLocation();
  const target = parseChannel(location.search, location.state);
  const channels = useUserChannels();
  const outsideNigeria = useOutsideNigeria();
  const now = useMinute();
  const guide = useChannelGuide(target?.kind === 'channel' ? target.uid : '', now);
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (target?.kind !== 'channel') {
    return <UnknownTarget />;
  }
  const programmeId = parseProgrammeId(location.search);
  const open = (programme: string | null) => {
    const query = new URLSearchParams(location.search);
    if (programme === null) query.delete('programme');
    else query.set('programme', programme);
    void navigate(`${location.pathname}?${query}`, { replace: true, state: location.state });
  };
  const row = guide.data ?? null;
  const onNow = row?.channel.start_over ? showOnNow(row.shows, now) : undefined;
  const programme = programmeId === null ? undefined : row?.shows.find((show) => show.id === programmeId);
  const stream: PlayableTarget =
    programmeId === null
      ? channelStreamTarget(target.uid)
      : { kind: 'programme', uid: target.uid, programmeId };
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
        key={programmeId ?? 'live'}
        target={stream}
        entitled={entitled}
        packages={channel?.packages ?? null}
        live
        onEnded={programmeId === null ? undefined : () => open(null)}
        content={{
          content_uid: target.uid,
          content_type: 'channel',
          content_name: name,
          content_details: null,
        }}
      />
      <section className="channel-playback" aria-label={t('live.playback')}>
        {programmeId === null ? (
          <>
            {onNow ? <p className="channel-playback__title">{onNow.title}</p> : null}
            {onNow ? (
              <button type="button" className="button button--outline" onClick={() => open(onNow.id)}>
                {t('live.startOver')}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="channel-playback__title">
              {t(programme && Date.parse(programme.ends_at) <= now ? 'live.catchUpOf' : 'live.fromStart', {
                title: programme?.title ?? t('live.programme'),
              })}
            </p>
            <button type="button" className="button button--primary" onClick={() => open(null)}>
              {t('live.goLive')}
            </button>
          </>
        )}
      </section>
    </PlayerScreen>
  );
}

function entitlement(target: ChannelTarget, fromList: boolean | undefined, listAnswered: boolean) {
  if (target.purchased !== null && target.id !== null) return target.purchased.includes(target.id);
  if (fromList !== undefined) return fromList;
  // A channel the list does not have, or no list: the stream address's own answer decides.
  return listAnswered ? true : undefined;
}
