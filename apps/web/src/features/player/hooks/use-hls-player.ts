import type Hls from 'hls.js';
import type { ErrorData, HlsConfig } from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { grantNameOf, withNewestGrant } from '../lib/address-renewal.ts';

export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

/** 'reconnecting' while a live or VOD stream recovers from a network or media failure (never a frozen picture). */
export type PlaybackHealth = 'ok' | 'reconnecting' | 'failed';

export interface HlsPlayerOptions {
  live: boolean;
  /** Adaptive (Auto) or the saved fixed quality: then the top rendition of the capped master is held. */
  adaptive: boolean;
  /** Where to start when a source is (re)loaded, in seconds; read at attach time (quality change keeps position). */
  startPosition: () => number;
}

export interface HlsPlayer {
  engine: 'native' | 'hls.js' | null;
  levels: QualityLevel[];
  /** Index into `levels` of the rendition playing, -1 when unknown (native HLS does not say). */
  currentLevel: number;
  health: PlaybackHealth;
  setLevel: (level: 'auto' | number) => void;
}

/** hls.js's light build, typed as the full one (its API is the same; the package ships one .d.ts). */
async function loadHls(): Promise<typeof Hls> {
  return (await import('hls.js/light')).default;
}

const nativeHlsType = 'application/vnd.apple.mpegurl';
const maxNetworkRetries = 6;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

/** Start low, never above the player size; live: low latency, 4 s max loading delay. */
export function hlsConfig(live: boolean, startPosition: number): Partial<HlsConfig> {
  return {
    capLevelToPlayerSize: true,
    startLevel: 0,
    startPosition: startPosition > 0 ? startPosition : -1,
    ...(live
      ? { lowLatencyMode: true, liveSyncDurationCount: 3, maxLoadingDelay: 4 }
      : { lowLatencyMode: false }),
  };
}

/**
 * Whether `video` must play HLS natively: only where the browser has no Media Source Extensions for hls.js
 * (older iPhones). Where both exist hls.js plays, as it carries a renewed address without reloading.
 */
function needsNativeHls(video: HTMLVideoElement): boolean {
  const mediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return !mediaSource && video.canPlayType(nativeHlsType) !== '';
}

/**
 * Plays `url` in `video`: through hls.js, imported only here so its chunk is fetched only by player pages,
 * or natively where hls.js cannot play. Cleans up on unmount and when
 * the source changes. A renewed address of the same grant does not reload hls.js: every later request is
 * sent under the newest signature. Native HLS cannot rewrite its requests, so it reloads at the position.
 */
export function useHlsPlayer(
  video: HTMLVideoElement | null,
  url: string | undefined,
  options: HlsPlayerOptions,
) {
  const [engine, setEngine] = useState<HlsPlayer['engine']>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [currentLevel, setCurrentLevel] = useState(-1);
  const [health, setHealth] = useState<PlaybackHealth>('ok');
  const hlsRef = useRef<Hls | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const { live } = options;
  const native = video !== null && needsNativeHls(video);
  const source = url === undefined || native ? url : (grantNameOf(url) ?? url);

  useEffect(() => {
    const url = latestUrl.current;
    if (!video || !source || !url) return;
    const start = optionsRef.current.startPosition();
    setHealth('ok');
    setLevels([]);
    setCurrentLevel(-1);

    if (needsNativeHls(video)) {
      setEngine('native');
      const seek = () => {
        if (start > 0) video.currentTime = start;
      };
      video.addEventListener('loadedmetadata', seek, { once: true });
      video.src = url;
      void video.play().catch(() => undefined);
      return () => {
        video.removeEventListener('loadedmetadata', seek);
        video.removeAttribute('src');
        video.load();
      };
    }

    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let hls: Hls | null = null;
    setEngine('hls.js');
    // The light build: no subtitles, alternate audio or DRM, none of which our muxed CMAF ladder uses.
    void loadHls().then((HlsClass) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        setHealth('failed');
        return;
      }
      const instance = new HlsClass({
        ...hlsConfig(live, start),
        xhrSetup: (xhr, requestUrl) => {
          xhr.open('GET', withNewestGrant(requestUrl, latestUrl.current ?? requestUrl), true);
        },
      });
      hls = instance;
      hlsRef.current = instance;
      let networkFailures = 0;
      instance.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
        setLevels(
          data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })),
        );
        // The saved fixed quality holds the top rendition the capped master offers; Auto climbs from the lowest.
        if (!optionsRef.current.adaptive && data.levels.length > 0)
          instance.currentLevel = data.levels.length - 1;
        void video.play().catch(() => undefined);
      });
      instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setCurrentLevel(data.level));
      instance.on(HlsClass.Events.FRAG_BUFFERED, () => {
        networkFailures = 0;
        setHealth('ok');
      });
      instance.on(HlsClass.Events.ERROR, (_event, data: ErrorData) => {
        if (!data.fatal) return;
        if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR && networkFailures < maxNetworkRetries) {
          setHealth('reconnecting');
          retryTimer = setTimeout(() => instance.startLoad(), retryDelayMs(networkFailures));
          networkFailures += 1;
        } else if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) {
          setHealth('reconnecting');
          instance.recoverMediaError();
        } else {
          setHealth('failed');
          instance.destroy();
        }
      });
      instance.loadSource(url);
      instance.attachMedia(video);
    });
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      hls?.destroy();
      hlsRef.current = null;
    };
  }, [video, source, live]);

  const setLevel = useCallback((level: 'auto' | number) => {
    const hls = hlsRef.current;
    if (hls) hls.currentLevel = level === 'auto' ? -1 : level;
  }, []);

  return { engine, levels, currentLevel, health, setLevel } satisfies HlsPlayer;
}
