import { useTranslation } from 'react-i18next';
import type { PlaybackHealth } from '../hooks/use-hls-player.ts';

interface PlaybackStatusProps {
  health: PlaybackHealth;
  loading: boolean;
  /** A quality change is loading: the picture plays on, with a small spinner in its corner. */
  switching?: boolean;
}

/** What the picture is waiting for, over the video: reconnecting, loading, or a playback failure. */
export function PlaybackStatus({ health, loading, switching = false }: PlaybackStatusProps) {
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
      ) : switching && health === 'ok' ? (
        <p className="video-player__switching" role="status">
          <span className="video-player__spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('player.switchingQuality')}</span>
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
