import type { PreviewClip } from '@glotv/contracts/streams';
import { useState } from 'react';
import { useHlsPlayer } from '../hooks/use-hls-player.ts';
import { PlaybackStatus } from './playback-status.tsx';
import './player.css';

interface PreviewPlayerProps {
  trailer: PreviewClip | null;
  stream: PreviewClip | null;
}

const fromStart = () => 0;

/**
 * The landing's public preview: plays the trailer, then, when it ends, the stream (either alone when the
 * other is missing). No quality menu: the addresses are capped at Data Saver by the server.
 */
export function PreviewPlayer({ trailer, stream }: PreviewPlayerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [phase, setPhase] = useState<'trailer' | 'stream'>(trailer ? 'trailer' : 'stream');
  const [firstFrame, setFirstFrame] = useState(false);
  const clip = phase === 'trailer' ? trailer : stream;
  const player = useHlsPlayer(video, clip?.url, { live: false, adaptive: true, startPosition: fromStart });

  return (
    <div className="video-player preview-player" data-phase={phase}>
      <div className="video-player__frame">
        {/* biome-ignore lint/a11y/useMediaCaption: the preview media has no caption tracks. */}
        <video
          ref={setVideo}
          className="video-player__video"
          controls
          playsInline
          poster={clip?.poster_url}
          preload="metadata"
          onLoadedData={() => setFirstFrame(true)}
          onEnded={() => {
            if (phase === 'trailer' && stream) {
              setFirstFrame(false);
              setPhase('stream');
            }
          }}
        />
        <PlaybackStatus health={player.health} loading={!firstFrame} />
      </div>
    </div>
  );
}
