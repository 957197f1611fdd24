/** Which HLS player plays a stream: the browser's own, or hls.js over Media Source Extensions. */
export type PlaybackEngine = 'native' | 'hls.js';

/**
 * localStorage key that picks the engine where the browser offers both (e.g. `'native'` in Chromium, which
 * plays HLS itself and has Media Source Extensions). For measuring and comparing the two paths; it chooses the
 * engine only and is ignored where the engine it names cannot play.
 */
export const playbackEngineStorageKey = 'glotv.playbackEngine';

export interface EngineSupport {
  /** Media Source Extensions (or Managed Media Source): hls.js can play. */
  mediaSource: boolean;
  /** `canPlayType('application/vnd.apple.mpegurl')` is not empty: the browser plays HLS itself. */
  nativeHls: boolean;
}

/**
 * hls.js wherever it can play, as it carries a renewed address without reloading; native HLS where there is
 * no Media Source Extensions (older iPhones). A stored preference wins where its engine can play.
 */
export function choosePlaybackEngine(support: EngineSupport, preferred: string | null): PlaybackEngine {
  if (preferred === 'native' && support.nativeHls) return 'native';
  if (preferred === 'hls.js' && support.mediaSource) return 'hls.js';
  return !support.mediaSource && support.nativeHls ? 'native' : 'hls.js';
}

const nativeHlsType = 'application/vnd.apple.mpegurl';

/** The engine for `video` in this browser. */
export function playbackEngineFor(video: HTMLVideoElement): PlaybackEngine {
  return choosePlaybackEngine(
    {
      mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
      nativeHls: video.canPlayType(nativeHlsType) !== '',
    },
    storedPreference(),
  );
}

function storedPreference(): string | null {
  try {
    return localStorage.getItem(playbackEngineStorageKey);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the default engine.
    return null;
  }
}
