import type { PositionKind, PositionUpdate } from '@glotv/contracts/watching';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listen } from '../../../lib/listen.ts';
import { beaconPosition, savePosition } from '../api/save-position.ts';
import { watchingKey } from '../api/watching-paths.ts';

/** While playing, the position is saved this often. */
export const SAVE_EVERY_MS = 15_000;
/** The longest title a position is kept for (the server refuses longer ones). */
const MAX_SECONDS = 86_400;

export interface PositionTarget {
  kind: PositionKind;
  id: number;
}

/**
 * Saves where the subscriber is in a movie or an episode, on the server (so another device resumes there):
 * every 15 s of playing, on pause and at the end by an ordinary request, and as the page goes away (tab
 * closed, app switched to the background) by `sendBeacon`. Leaving the player inside the app saves by an
 * ordinary request and then refreshes Continue watching. Nothing is saved before the picture has played.
 */
export function usePositionSaver(
  video: HTMLVideoElement | null,
  userId: string,
  target: PositionTarget | null,
) {
  const client = useQueryClient();
  const targetRef = useRef(target);
  targetRef.current = target;
  const key = target ? `${target.kind}:${target.id}` : null;

  useEffect(() => {
    if (!video || key === null) return;
    let started = false;
    let lastSaveAt = 0;
    // The last position read while the source was there: leaving the page may unload it first.
    let last: PositionUpdate | null = null;

    const snapshot = (): PositionUpdate | null => {
      const current = targetRef.current;
      const duration = video.duration;
      if (!current || !started || !Number.isFinite(duration) || duration <= 0 || duration > MAX_SECONDS) {
        return last;
      }
      const position = Math.min(Math.max(video.currentTime, 0), duration);
      last = { kind: current.kind, id: current.id, position, duration };
      return last;
    };
    const refresh = () => client.invalidateQueries({ queryKey: [watchingKey] });
    const save = () => {
      const update = snapshot();
      if (!update) return;
      lastSaveAt = performance.now();
      savePosition(userId, update).then(refresh, () => undefined);
    };
    const beacon = () => {
      const update = snapshot();
      if (update) beaconPosition(userId, update);
    };

    const onPlaying = () => {
      started = true;
      if (lastSaveAt === 0) lastSaveAt = performance.now();
    };
    const onTimeUpdate = () => {
      snapshot();
      if (started && !video.paused && !video.seeking && performance.now() - lastSaveAt >= SAVE_EVERY_MS)
        save();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') beacon();
    };

    const stopListening = [
      listen(video, { playing: onPlaying, timeupdate: onTimeUpdate, pause: save, ended: save }),
      listen(window, { pagehide: beacon }),
      listen(document, { visibilitychange: onHidden }),
    ];
    return () => {
      for (const stop of stopListening) stop();
      save();
    };
  }, [video, userId, key, client]);
}
