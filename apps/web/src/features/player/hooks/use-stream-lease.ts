import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { releaseLease, renewLease } from '../api/stream-lease.ts';

/** Playing (or starting); refused because every place is taken; stopped from another device; signed out. */
export type LeaseState = 'playing' | 'streamLimit' | 'stopped' | 'signedOut';

/** How soon a renewal that got no answer (offline) is tried again; the lease outlives two such tries. */
const RETRY_MS = 10_000;
/** The server's renewal period, until it says otherwise. */
const DEFAULT_RENEW_MS = 20_000;

/**
 * Holds this device's place among the subscriber's devices that may play at once, while the player plays
 * `target`: takes it at once when the address came without it (asked ahead of Play), renews it while playing,
 * and frees it on leaving (a beacon, on unmount and on `pagehide`). A renewal refused because the stream was
 * stopped from another device (or every place is taken) ends playback with that state; `restart` tries again.
 */
export function useStreamLease(
  userId: string,
  target: LeaseTarget | null,
  /** The address is here and whether asking for it took the lease. */
  address: { leased?: boolean } | undefined,
) {
  const [state, setState] = useState<LeaseState>('playing');
  const [generation, setGeneration] = useState(0);
  const leased = useRef(false);
  leased.current = address?.leased ?? false;
  /** A restart keeps the place it is about to take again: no goodbye between the two. */
  const restarting = useRef(false);
  const active = address !== undefined && state === 'playing';
  const targetKey = target ? `${target.kind}:${target.id}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `targetKey` stands for `target`; `generation` restarts.
  useEffect(() => {
    if (!active || !target) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = (start: boolean) => {
      renewLease(userId, target, start).then(
        (renewInMs) => {
          if (!cancelled) timer = setTimeout(() => renew(false), renewInMs);
        },
        (error: unknown) => {
          if (cancelled) return;
          if (isApiError(error, 401)) setState('signedOut');
          else if (isApiError(error, 409) && error.code === 'stream_stopped') setState('stopped');
          else if (isApiError(error, 409) && error.code === 'stream_limit') setState('streamLimit');
          else timer = setTimeout(() => renew(false), RETRY_MS);
        },
      );
    };
    if (leased.current) timer = setTimeout(() => renew(false), DEFAULT_RENEW_MS);
    else renew(true);
    const goodbye = () => releaseLease(userId, target);
    window.addEventListener('pagehide', goodbye);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', goodbye);
      if (restarting.current) restarting.current = false;
      else goodbye();
    };
  }, [userId, targetKey, active, generation]);

  return {
    state,
    /** After another device was stopped, or Play pressed again here: take the place again. */
    restart: () => {
      restarting.current = active;
      setState('playing');
      setGeneration((value) => value + 1);
    },
  };
}
