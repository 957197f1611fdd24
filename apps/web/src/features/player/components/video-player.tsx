import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveQuality } from '../api/preferences.ts';
import type { ContentInfo } from '../api/send-usage-log.ts';
import { useHlsPlayer } from '../hooks/use-hls-player.ts';
import { useStreamingTracker } from '../hooks/use-streaming-tracker.ts';
import type { QualityChoice } from '../lib/quality.ts';
import { PlaybackStatus } from './playback-status.tsx';
import { QualityMenu } from './quality-menu.tsx';

interface VideoPlayerProps {
  userId: string;
  url: string;
  poster: string | undefined;
  live: boolean;
  quality: QualityChoice;
  content: ContentInfo;
}

/**
 * The stream itself: `<video controls playsinline>`, 'Loading...' until the first frame, the quality menu
 * (saved, then applied at once: a new address, the same position), the tracker, and a visible
 * 'Reconnecting…' while a failure is being recovered.
 */
export function VideoPlayer({ userId, url, poster, live, quality, content }: VideoPlayerProps) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [firstFrame, setFirstFrame] = useState(false);
  const position = useRef(0);
  const save = useSaveQuality(userId);

  const startPosition = useCallback(() => (live ? -1 : position.current), [live]);
  const player = useHlsPlayer(video, url, { live, adaptive: quality === 'auto', startPosition });
  useStreamingTracker(video, content);

  const playing = player.levels[player.currentLevel];
  const waiting = !firstFrame || save.isPending;
  return (
    <div className="video-player">
      <div className="video-player__frame">
        {/* biome-ignore lint/a11y/useMediaCaption: the catalog's media has no caption tracks yet. */}
        <video
          ref={setVideo}
          className="video-player__video"
          controls
          playsInline
          poster={poster}
          preload="metadata"
          onLoadedData={() => setFirstFrame(true)}
          onTimeUpdate={(event) => {
            position.current = event.currentTarget.currentTime;
          }}
        />
        <PlaybackStatus health={player.health} loading={waiting} />
      </div>
      <QualityMenu
        value={save.isPending && save.variables ? save.variables : quality}
        disabled={save.isPending}
        onChange={(choice) => {
          if (video && !live) position.current = video.currentTime;
          setFirstFrame(false);
          save.mutate(choice);
        }}
        playingHeight={playing?.height ?? null}
      />
      {save.isError ? (
        <p className="video-player__note" role="alert">
          {t('player.qualityNotSaved')}
        </p>
      ) : null}
    </div>
  );
}
