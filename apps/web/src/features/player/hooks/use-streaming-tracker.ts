import { useEffect, useRef } from 'react';
import { listen } from '../../../lib/listen.ts';
import { deviceInfo } from '../../auth/public.ts';
import { beaconUsageLog, type ContentInfo, sendUsageLog, videoPlayedLog } from '../api/send-usage-log.ts';
import { addPlayed, emptyTally, finalMinutes, PERIOD_MINUTES, TRACKING_PERIOD_MS } from '../lib/tracker.ts';

export interface TrackerOptions {
  /** Length of one tracking period (60 minutes; shorter in tests). */
  periodMs?: number;
  /** Monotonic clock in ms. */
  now?: () => number;
  /** Where logs go: `final` ones must survive the page going away. */
  send?: (minutes: number, final: boolean) => void;
}

/**
 * Streaming tracking (the invisible tracker): counts the seconds actually played (time passes
 * between `timeupdate`s while not paused, seeking or stalled), sends a 60-minute 'Video Played' log for each
 * hour, and on leaving (route change, unmount, `pagehide`) a final log of the minutes since, if any.
 */
export function useStreamingTracker(
  video: HTMLVideoElement | null,
  content: ContentInfo | null,
  options: TrackerOptions = {},
): void {
  const contentRef = useRef(content);
  contentRef.current = content;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const contentKey = content ? `${content.content_type}:${content.content_uid}` : null;

  useEffect(() => {
    if (!video || contentKey === null) return;
    const periodMs = optionsRef.current.periodMs ?? TRACKING_PERIOD_MS;
    const now = optionsRef.current.now ?? (() => performance.now());
    const send =
      optionsRef.current.send ??
      ((minutes: number, final: boolean) => {
        const info = contentRef.current;
        if (!info) return;
        const device = deviceInfo();
        const log = videoPlayedLog(info, minutes, { id: device.device, type: device.device_class });
        if (final) beaconUsageLog(log);
        else sendUsageLog(log);
      });

    let tally = emptyTally;
    let since: number | null = null;
    const count = () => {
      if (since === null) return;
      const at = now();
      const result = addPlayed(tally, at - since, periodMs);
      since = at;
      tally = result.tally;
      for (let i = 0; i < result.due; i += 1) send(PERIOD_MINUTES, false);
    };
    const onPlaying = () => {
      count();
      since = now();
    };
    const onTimeUpdate = () => {
      if (video.paused || video.seeking) since = null;
      else if (since === null) since = now();
      else count();
    };
    const onStop = () => {
      count();
      since = null;
    };
    const onStall = () => {
      since = null;
    };
    const flush = () => {
      count();
      const minutes = finalMinutes(tally, periodMs);
      if (minutes > 0) send(minutes, true);
      tally = emptyTally;
      since = video.paused ? null : now();
    };

    const stopListening = [
      listen(video, {
        playing: onPlaying,
        timeupdate: onTimeUpdate,
        pause: onStop,
        ended: onStop,
        seeking: onStall,
        waiting: onStall,
      }),
      listen(window, { pagehide: flush }),
    ];
    return () => {
      for (const stop of stopListening) stop();
      flush();
    };
  }, [video, contentKey]);
}
