import { type CSSProperties, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQualityCosts, ViewingMeter } from '../../data-use/public.ts';
import { type PositionTarget, usePositionSaver } from '../../watching/public.ts';
import { useSaveQuality } from '../api/preferences.ts';
import type { ContentInfo } from '../api/send-usage-log.ts';
import { useHlsPlayer } from '../hooks/use-hls-player.ts';
import { useStreamingTracker } from '../hooks/use-streaming-tracker.ts';
import { type QualityChoice, qualityForHeight, qualityLabelKey } from '../lib/quality.ts';
import { viewingOf } from '../lib/viewing-of.ts';
import { PlaybackStatus } from './playback-status.tsx';
import { QualityMenu } from './quality-menu.tsx';

interface VideoPlayerProps {
  userId: string;
  url: string;
  poster: string | undefined;
  live: boolean;
  quality: QualityChoice;
  /** Playing over mobile data: the choice is this device's mobile-data default, kept by `onQualityChange`. */
  mobileData?: boolean;
  onQualityChange?: ((quality: QualityChoice) => void) | undefined;
  content: ContentInfo;
  /** Seconds to start at (Resume); 0 or absent: the start. */
  startAt?: number;
  /** The movie or episode whose position is saved as it plays; null for trailers and live channels. */
  positionOf?: PositionTarget | null;
  /** The picture played to its end. */
  onEnded?: () => void;
}

/**
 * The stream itself: `<video controls playsinline>`, 'Loading...' until the first frame, the quality menu
 * (saved, then applied at the next segment while the picture plays on under a small spinner), the tracker,
 * the saved position of a movie or an episode (started from `startAt` when resuming), and a visible 'Reconnecting…' while a failure is being recovered. The frame takes the picture's own
 * aspect ratio, so nothing but the picture is black.
 */
export function VideoPlayer({
  userId,
  url,
  poster,
  live,
  quality,
  mobileData = false,
  onQualityChange,
  content,
  startAt = 0,
  positionOf = null,
  onEnded,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [firstFrame, setFirstFrame] = useState(false);
  const [aspectRatio, setAspectRatio] = useState<number | undefined>(undefined);
  const position = useRef(live ? 0 : startAt);
  const save = useSaveQuality(userId);
  const costOf = useQualityCosts();
  // Shown only until the first frame: a renewed or re-capped address names the same picture again.
  const firstPoster = useRef(poster).current;

  const startPosition = useCallback(() => (live ? -1 : position.current), [live]);
  // Before the player's own hook: on leaving, the position is read before the source is unloaded.
  usePositionSaver(video, userId, live ? null : positionOf);
  const player = useHlsPlayer(video, url, { live, adaptive: quality === 'auto', startPosition });
  useStreamingTracker(video, content);

  const switching = save.isPending || player.switching;
  return (
    <div className="video-player">
      <div className="video-player__frame" style={pictureRatioStyle(aspectRatio)}>
        {/* biome-ignore lint/a11y/useMediaCaption: the catalog's media has no caption tracks yet. */}
        <video
          ref={setVideo}
          className="video-player__video"
          controls
          playsInline
          poster={firstPoster}
          preload="metadata"
          onLoadedData={() => setFirstFrame(true)}
          onEnded={onEnded}
          onResize={(event) => setAspectRatio(pictureRatio(event.currentTarget))}
          onTimeUpdate={(event) => {
            position.current = event.currentTarget.currentTime;
          }}
        />
        <PlaybackStatus health={player.health} loading={!firstFrame} switching={switching} />
      </div>
      <QualityMenu
        value={save.isPending && save.variables ? save.variables : quality}
        onChange={(choice) => {
          if (video && !live) position.current = video.currentTime;
          if (onQualityChange) onQualityChange(choice);
          else save.mutate(choice);
        }}
        playingHeight={player.playingHeight}
        costOf={costOf}
      />
      <ViewingMeter
        viewing={viewingOf(url)}
        playing={player.playingHeight ? t(qualityLabelKey[qualityForHeight(player.playingHeight)]) : null}
        mobileData={mobileData}
      />
      {save.isError ? (
        <p className="video-player__note" role="alert">
          {t('player.qualityNotSaved')}
        </p>
      ) : null}
    </div>
  );
}

/** `width / height` of the picture, once known. */
function pictureRatio(video: HTMLVideoElement): number | undefined {
  return video.videoWidth > 0 && video.videoHeight > 0 ? video.videoWidth / video.videoHeight : undefined;
}

/** The frame's ratio for the stylesheet (16:9 until the picture says otherwise). */
function pictureRatioStyle(ratio: number | undefined): CSSProperties | undefined {
  return ratio === undefined ? undefined : ({ '--picture-ratio': ratio } as CSSProperties);
}
