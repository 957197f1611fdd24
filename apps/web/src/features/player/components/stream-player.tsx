import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import { EntitlementPrompt, entitlementPrompt, promptMessageKey } from '../../packages/public.ts';
import { type PlayableTarget, useStream } from '../api/get-stream.ts';
import { useQualityChoice } from '../api/preferences.ts';
import type { ContentInfo } from '../api/send-usage-log.ts';
import { streamProblem } from '../lib/stream-error.ts';
import { VideoPlayer } from './video-player.tsx';

interface StreamPlayerProps {
  target: PlayableTarget;
  /** Bought, free or not subject to a package; undefined while the catalog is still asked. */
  entitled: boolean | undefined;
  live: boolean;
  content: ContentInfo;
  /** The title's packages, for the pay prompt to offer those that unlock it; null or absent: none offered. */
  packages?: readonly { id: number }[] | null;
}

/**
 * Asks for the stream address only when the subscriber may play (inside Nigeria, entitled): otherwise the
 * Nigeria-only alert (modal 14) or the pay prompt (modal 13) opens and no stream is requested. A refusal
 * from the server opens the same prompts; an address not yet available says so.
 */
export function StreamPlayer({ target, entitled, live, content, packages = null }: StreamPlayerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const quality = useQualityChoice(user.user_id);
  const [dismissed, setDismissed] = useState(false);

  const before =
    entitled === undefined
      ? null
      : entitlementPrompt({ outsideNigeria, entitled, isGloUser: user.is_glo_user });
  const stream = useStream(user.user_id, target, entitled !== undefined && before === null);
  const problem = stream.isError ? streamProblem(stream.error) : null;

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
  if (problem) {
    return (
      <p className="player-screen__message" role="alert">
        {t(problem === 'notAvailable' ? 'player.notAvailable' : 'player.addressFailed')}
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
      live={live}
      quality={quality}
      content={content}
    />
  );
}
