import type Hls from 'hls.js';
import type { AttachMediaSourceData, ErrorData, Fragment, HlsConfig, LevelLoadedData } from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { grantNameOf, withNewestGrant } from '../lib/address-renewal.ts';
import { liveTakeover, type PlacedSegment } from '../lib/live-timeline.ts';
import { playbackEngineFor } from '../lib/playback-engine.ts';
import { isQualityChange, startLevelFor, switchPointFor } from '../lib/quality-switch.ts';
import { LIVE_HOLD_BACK_SEGMENTS } from '../lib/start-files.ts';
import { keepOneVideoCodec } from './keep-one-video-codec.ts';
import { loadHls } from './load-hls.ts';
import { rebasingPlaylistLoader } from './rebasing-playlist-loader.ts';

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
  /** Picture height of the rendition playing, null when unknown (native HLS does not say). */
  playingHeight: number | null;
  health: PlaybackHealth;
  /** A quality change is under way: the picture goes on from the buffer until the new ladder's first segment. */
  switching: boolean;
}

type LevelLoadedEvent = (typeof Hls.Events)['LEVEL_LOADED'];
const maxNetworkRetries = 6;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

/** Start low, never above the player size; live: low latency, 4 s max loading delay. */
export function hlsConfig(live: boolean, startPosition: number): Partial<HlsConfig> {
  return {
    capLevelToPlayerSize: true,
    startLevel: 0,
    startPosition: startPosition > 0 ? startPosition : -1,
    ...(live
      ? { lowLatencyMode: true, liveSyncDurationCount: LIVE_HOLD_BACK_SEGMENTS, maxLoadingDelay: 4 }
      : { lowLatencyMode: false }),
  };
}

/** The hls.js instance playing in an element, and the address it was started with. */
interface Running {
  hls: Hls;
  video: HTMLVideoElement;
  url: string;
}

/**
 * Plays `url` in `video`: through hls.js, imported only here so its chunk is fetched only by player pages,
 * or natively where hls.js cannot play. Cleans up on unmount and when the element or the kind of stream
 * changes. A renewed address of the same grant does not reload hls.js: every later request is sent under
 * the newest signature. A quality change (the same title under another cap) hands the element, its
 * MediaSource and what is buffered to a new hls.js instance on the new ladder, so the picture plays on and
 * the new rendition follows at the next segment. Native HLS cannot rewrite its requests or keep its buffer,
 * so it reloads at the position.
 */
export function useHlsPlayer(
  video: HTMLVideoElement | null,
  url: string | undefined,
  options: HlsPlayerOptions,
) {
  const [engine, setEngine] = useState<HlsPlayer['engine']>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingHeight, setPlayingHeight] = useState<number | null>(null);
  const [health, setHealth] = useState<PlaybackHealth>('ok');
  const [switching, setSwitching] = useState(false);
  const running = useRef<Running | null>(null);
  // Native HLS has shown a picture in this element (so a new source is a quality change).
  const nativeShown = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const { live } = options;
  const native = video !== null && playbackEngineFor(video) === 'native';
  const source = url === undefined || native ? url : (grantNameOf(url) ?? url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the instance outlives a change of source (see below) but not its element, the kind of stream or the page.
  useEffect(
    () => () => {
      running.current?.hls.destroy();
      running.current = null;
      nativeShown.current = false;
      setSwitching(false);
    },
    [video, live],
  );

  useEffect(() => {
    const url = latestUrl.current;
    if (!video || !source || !url) {
      running.current?.hls.destroy();
      running.current = null;
      return;
    }

    if (playbackEngineFor(video) === 'native') {
      const start = optionsRef.current.startPosition();
      setEngine('native');
      setHealth('ok');
      setLevels([]);
      setPlayingHeight(null);
      const seek = () => {
        if (start > 0) video.currentTime = start;
      };
      // A quality change reloads the source: the spinner shows until its first frame.
      const loaded = () => {
        nativeShown.current = true;
        setSwitching(false);
      };
      setSwitching(nativeShown.current);
      video.addEventListener('loadedmetadata', seek, { once: true });
      video.addEventListener('loadeddata', loaded, { once: true });
      video.src = url;
      void video.play().catch(() => undefined);
      return () => {
        video.removeEventListener('loadedmetadata', seek);
        video.removeEventListener('loadeddata', loaded);
        video.removeAttribute('src');
        video.load();
      };
    }

    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // An instance still reading its ladder, not yet playing in the element.
    let pending: Hls | null = null;
    setEngine('hls.js');
    const previous = running.current;
    const qualityChange = previous?.video === video && isQualityChange(previous.url, url);
    if (qualityChange) setSwitching(true);
    else {
      setHealth('ok');
      setLevels([]);
      setPlayingHeight(null);
    }
    // The light build: no subtitles, alternate audio or DRM, none of which our muxed CMAF ladder uses.
    void loadHls().then((HlsClass) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        setHealth('failed');
        return;
      }
      const handover = qualityChange && running.current === previous ? previous : null;
      if (!handover) {
        running.current?.hls.destroy();
        running.current = null;
      }
      const start = handover ? video.currentTime : optionsRef.current.startPosition();
      const heightBefore = handover?.hls.levels[handover.hls.currentLevel]?.height;
      const instance = new HlsClass({
        ...hlsConfig(live, start),
        // Loading starts once the first rendition is chosen (below).
        autoStartLoad: false,
        pLoader: rebasingPlaylistLoader(HlsClass.DefaultConfig.loader),
        // Go on from what the previous ladder measured rather than from the default guess.
        ...(handover ? { abrEwmaDefaultEstimate: handover.hls.bandwidthEstimate } : {}),
        xhrSetup: (xhr, requestUrl) => {
          xhr.open('GET', withNewestGrant(requestUrl, latestUrl.current ?? requestUrl), true);
        },
      });
      pending = instance;
      const self: Running = { hls: instance, video, url };
      let networkFailures = 0;
      let destroyed = false;
      instance.once(HlsClass.Events.DESTROYING, () => {
        destroyed = true;
      });
      // One codec's ladder is kept (AV1 where it decodes well, else H.264) before anything loads.
      instance.on(HlsClass.Events.MANIFEST_PARSED, () => {
        void keepOneVideoCodec(instance).then(() => {
          if (!destroyed) startLadder({ levels: instance.levels });
        });
      });
      const startLadder = (data: { levels: Hls['levels'] }) => {
        setLevels(
          data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })),
        );
        const { adaptive } = optionsRef.current;
        const first = startLevelFor(
          data.levels.map((level) => level.height),
          heightBefore,
          adaptive,
        );
        instance.startLevel = first;
        // The saved fixed quality holds the top rendition the capped master offers, without flushing what is
        // buffered (`loadLevel`, not `currentLevel`); Auto climbs from where it starts.
        if (!adaptive) instance.loadLevel = first;
        if (handover && running.current === handover) {
          pending = null;
          running.current = self;
          const switchAt = switchPointOf(handover.hls, video, data.levels[first]?.bitrate ?? 0);
          if (live) {
            takeOverLiveTimeline(
              instance,
              HlsClass.Events.LEVEL_LOADED,
              placedSegments(handover.hls),
              switchAt,
            );
          }
          handOver(handover.hls, instance, video, switchAt);
        } else {
          // Started afresh, or the old ladder failed while this one was read: play from the position.
          if (handover) {
            running.current?.hls.destroy();
            pending = null;
            running.current = self;
            instance.attachMedia(video);
          }
          instance.startLoad(instance.config.startPosition);
          void video.play().catch(() => undefined);
        }
      };
      instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) =>
        setPlayingHeight(instance.levels[data.level]?.height ?? null),
      );
      instance.on(HlsClass.Events.FRAG_BUFFERED, () => {
        networkFailures = 0;
        setHealth('ok');
        setSwitching(false);
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
          setSwitching(false);
          instance.destroy();
          if (running.current === self) running.current = null;
        }
      });
      // A new ladder is read while the old one plays on; it takes the element once it knows its renditions.
      if (!handover) {
        pending = null;
        running.current = self;
        instance.attachMedia(video);
      }
      instance.loadSource(url);
    });
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      pending?.destroy();
    };
  }, [video, source, live]);

  return { engine, levels, playingHeight, health, switching } satisfies HlsPlayer;
}

/**
 * Moves the element, its MediaSource and what is buffered from `from` to `to`, drops what is buffered after
 * the switch point, and has `to` load from there: the picture plays on from the old rendition until then.
 */
function handOver(from: Hls, to: Hls, video: HTMLVideoElement, switchAt: number) {
  const media = from.transferMedia();
  from.destroy();
  if (media) dropBufferedAfter(media, switchAt);
  to.attachMedia(media ?? video);
  to.startLoad(switchAt, true);
  // hls.js tells its loaders that the element is attached once the transferred MediaSource opens. One the old
  // ladder was still loading into is open already and never opens again, and the new ladder would load from
  // the title's start in the meantime, leaving a hole at the switch point: say that it opened.
  const source = media?.mediaSource;
  if (source?.readyState === 'open') source.dispatchEvent(new Event('sourceopen'));
}

/** Where the new rendition takes over (see switchPointFor), on the rendition `hls` plays. */
function switchPointOf(hls: Hls, video: HTMLVideoElement, nextBitrate: number): number {
  return switchPointFor({
    segments: hls.latestLevelDetails?.fragments ?? [],
    currentTime: video.currentTime,
    bufferedEnd: bufferedEndFrom(video.buffered, video.currentTime),
    nextBitrate,
    bandwidth: hls.bandwidthEstimate,
  });
}

/** The segments of the live rendition `hls` plays, where it placed them. */
function placedSegments(hls: Hls): PlacedSegment[] {
  return placed(hls.latestLevelDetails?.fragments ?? []);
}

function placed(fragments: readonly Fragment[]): PlacedSegment[] {
  return fragments.map((fragment) => ({
    sn: typeof fragment.sn === 'number' ? fragment.sn : 0,
    start: fragment.start,
    duration: fragment.duration,
    programDateTime: fragment.programDateTime,
  }));
}

/**
 * Has a new instance place its first live playlist on the element's timeline as the old one left it, and load
 * the segment at `switchAt` first. hls.js starts every instance's live timeline at its first playlist and
 * loads from its live edge; the playlist is moved before any of its controllers reads it.
 */
function takeOverLiveTimeline(
  hls: Hls,
  levelLoaded: LevelLoadedEvent,
  reference: readonly PlacedSegment[],
  switchAt: number,
) {
  const trigger = hls.trigger.bind(hls);
  hls.trigger = ((event: Parameters<Hls['trigger']>[0], data: Parameters<Hls['trigger']>[1]) => {
    if (event === levelLoaded) {
      hls.trigger = trigger;
      const { fragments } = (data as LevelLoadedData).details;
      const takeover = liveTakeover(reference, placed(fragments), switchAt);
      if (takeover) {
        for (const fragment of fragments) fragment.setStart(fragment.start + takeover.shift);
        hls.targetLatency = takeover.targetLatency;
      }
    }
    return trigger(event, data);
  }) as Hls['trigger'];
}

/** The end of the buffered range that holds `time` (or `time` itself when none does). */
function bufferedEndFrom(buffered: TimeRanges, time: number): number {
  for (let index = 0; index < buffered.length; index++) {
    if (buffered.start(index) <= time + 0.1 && time <= buffered.end(index)) return buffered.end(index);
  }
  return time;
}

/** Removes everything from `time` on from the transferred SourceBuffers, before the new instance appends. */
function dropBufferedAfter(media: AttachMediaSourceData, time: number) {
  for (const track of Object.values(media.tracks)) {
    const buffer = track?.buffer;
    if (!buffer) continue;
    const ranges = buffer.buffered;
    const end = ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
    if (end <= time) continue;
    const remove = () => {
      try {
        buffer.remove(time, end);
      } catch {
        // The MediaSource went away with the element: nothing left to drop.
      }
    };
    if (buffer.updating) buffer.addEventListener('updateend', remove, { once: true });
    else remove();
  }
}
