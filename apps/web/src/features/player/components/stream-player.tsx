import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import { useMobileQuality, useOnMobileData } from '../../data-use/public.ts';
import { EntitlementPrompt, entitlementPrompt, promptMessageKey } from '../../packages/public.ts';
import type { PositionTarget } from '../../watching/public.ts';
import { type PlayableTarget, type StreamAddress, useStream } from '../api/get-stream.ts';
import { useQualityChoice } from '../api/preferences.ts';
import type { ContentInfo } from '../api/send-usage-log.ts';
import { leaseTargetOf } from '../api/stream-lease.ts';
import { preloadPlaybackEngine } from '../hooks/load-hls.ts';
import { useStreamLease } from '../hooks/use-stream-lease.ts';
import { streamProblem } from '../lib/stream-error.ts';
import { StreamLimitNotice } from './stream-limit-notice.tsx';
import { VideoPlayer } from './video-player.tsx';
import '../strings.ts';

interface StreamPlayerProps {
  target: PlayableTarget;
  /** Bought, free or not subject to a package; undefined while the catalog is still asked. */
  entitled: boolean | undefined;
  live: boolean;
  content: ContentInfo;
  /** The title's packages, for the pay prompt to offer those that unlock it; null or absent: none offered. */
  packages?: readonly { id: number }[] | null;
  /** Seconds to start at (Resume). */
  startAt?: number;
  /** The movie or episode whose position is saved as it plays. */
  positionOf?: PositionTarget | null;
  /** Played to its end (a programme played from its start reaches the end of its playlist). */
  onEnded?: () => void;
}

const problemMessage = {
  notAvailable: 'player.notAvailable',
  programmeUnavailable: 'player.programmeUnavailable',
  failed: 'player.addressFailed',
} as const;

/**
 * Asks for the stream address only when the subscriber may play (inside Nigeria, entitled): otherwise the
 * Nigeria-only alert (modal 14) or the pay prompt (modal 13) opens and no stream is requested. A refusal
 * from the server opens the same prompts; an address not yet available says so. While it plays, the device
 * holds its place among those that may play at once: when every place is taken the devices that play are
 * named with Stop; a stream stopped from another device ends with that message.
 */
export function StreamPlayer({
  target,
  entitled,
  live,
  content,
  packages = null,
  startAt,
  positionOf,
  onEnded,
}: StreamPlayerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const savedQuality = useQualityChoice(user.user_id);
  // On mobile data the device's own default applies, signed into the address as the cap like the saved one.
  const mobileData = useOnMobileData();
  const [mobileQuality, setMobileQuality] = useMobileQuality();
  const quality = mobileData ? mobileQuality : savedQuality;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => void preloadPlaybackEngine().catch(() => undefined), []);

  const before =
    entitled === undefined
      ? null
      : entitlementPrompt({ outsideNigeria, entitled, isGloUser: user.is_glo_user });
  const stream = useStream(
    user.user_id,
    target,
    entitled !== undefined && before === null,
    mobileData ? mobileQuality : undefined,
  );
  const lease = useStreamLease(user.user_id, leaseTargetOf(target), stream.data);
  const problem =
    lease.state !== 'playing' ? lease.state : stream.isError ? streamProblem(stream.error) : null;
  // A programme that had ended when it was opened plays as a complete recording; one still on air plays as
  // live (its playlist grows), even once a renewed address says it has ended since.
  const [firstKind, setFirstKind] = useState<StreamAddress['kind'] | null>(null);
  const kind = stream.data ? (firstKind ?? stream.data.kind) : undefined;
  useEffect(() => {
    if (kind !== undefined) setFirstKind((first) => first ?? kind);
  }, [kind]);
  const playAgain = () => {
    lease.restart();
    void stream.refetch();
  };

  if (problem === 'signedOut') return <Navigate to={paths.login} replace />;
  const prompt =
    before ??
    (problem === 'outsideNigeria'
      ? 'outsideNigeria'
      : problem === 'notEntitled'
        ? entitlementPrompt({ outsideNigeria: false, entitled: false, isGloUser: user.is_glo_user })
        : null);

  if (prompt) {
    // The prompt says why, once: in its modal while open, on the page once it is closed.
    if (!dismissed) {
      return (
        <EntitlementPrompt
          prompt={prompt}
          packages={packages}
          returnTo={`${location.pathname}${location.search}`}
          onClose={() => setDismissed(true)}
        />
      );
    }
    return (
      <div className="player-screen__message" role="alert">
        <p>{t(promptMessageKey[prompt])}</p>
        {prompt === 'outsideNigeria' ? null : (
          <button type="button" className="button button--outline" onClick={() => setDismissed(false)}>
            {t('player.howToWatch')}
          </button>
        )}
      </div>
    );
  }
  if (problem === 'streamLimit') return <StreamLimitNotice userId={user.user_id} onStopped={playAgain} />;
  if (problem === 'stopped') {
    return (
      <div className="player-screen__message stream-stopped" role="alert">
        <p>{t('streams.stoppedElsewhere')}</p>
        <button type="button" className="button button--primary" onClick={playAgain}>
          {t('streams.playHere')}
        </button>
      </div>
    );
  }
  if (problem) {
    return (
      <p className="player-screen__message" role="alert">
        {t(
          problemMessage[
            problem === 'notAvailable' || problem === 'programmeUnavailable' ? problem : 'failed'
          ],
        )}
      </p>
    );
  }
  if (!stream.data) {
    return (
      <p className="player-screen__message" role="status">
        {t('player.loading')}
      </p>
    );
  }
  return (
    <VideoPlayer
      userId={user.user_id}
      url={stream.data.url}
      poster={stream.data.poster_url}
      live={live && kind !== 'catch_up'}
      quality={quality}
      mobileData={mobileData}
      onQualityChange={mobileData ? setMobileQuality : undefined}
      content={content}
      startAt={startAt}
      positionOf={positionOf}
      onEnded={onEnded}
    />
  );
}
