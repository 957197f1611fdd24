import { useTranslation } from 'react-i18next';
import type { PlaybackHealth } from '../hooks/use-hls-player.ts';

/** What the picture is waiting for, over the video: reconnecting, loading, or a playback failure. */
export function PlaybackStatus({ health, loading }: { health: PlaybackHealth; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {health === 'reconnecting' ? (
        <p className="video-player__overlay" role="status">
          {t('player.reconnecting')}
        </p>
      ) : loading && health === 'ok' ? (
        <p className="video-player__overlay" role="status">
          {t('player.loading')}
        </p>
      ) : null}
      {health === 'failed' ? (
        <p className="video-player__overlay video-player__overlay--error" role="alert">
          {t('player.playbackFailed')}
        </p>
      ) : null}
    </>
  );
}
