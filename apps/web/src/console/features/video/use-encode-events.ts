import type { MediaEncode } from '@glotv/contracts/console-media';
import { useEffect, useState } from 'react';
import { consoleApi } from '../../lib/console-api.ts';
import { CONSOLE_API_PREFIX } from '../../lib/constants.ts';

/** Reopenings of a stream the browser gave up on (an expired session answers 401, which EventSource never retries). */
const MAX_REOPENINGS = 5;
const ENDED: readonly MediaEncode['status'][] = ['ready', 'failed', 'cancelled'];

export const encodeHasEnded = (encode: MediaEncode) => ENDED.includes(encode.status);

/**
 * The encode as the server's event stream tells it, while it is queued or running; the stream closes when the
 * encode ends, and `onEnded` is told (to reload the list). EventSource reconnects by itself after a drop; when it
 * gives up (an error answer such as 401), the session is refreshed and the stream opened again a few times.
 */
export function useEncodeEvents(initial: MediaEncode, onEnded: () => void): MediaEncode {
  const [encode, setEncode] = useState(initial);
  const [opening, setOpening] = useState(0);
  const live = !encodeHasEnded(initial);
  useEffect(() => setEncode(initial), [initial]);
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(`${CONSOLE_API_PREFIX}/media/encodes/${initial.id}/events`);
    source.addEventListener('encode', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as MediaEncode;
      setEncode(next);
      if (encodeHasEnded(next)) {
        source.close();
        onEnded();
      }
    });
    let reopen: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED || opening >= MAX_REOPENINGS) return;
      void consoleApi.post('/session/refresh').catch(() => undefined);
      reopen = setTimeout(() => setOpening((count) => count + 1), 2000);
    });
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [initial.id, live, onEnded, opening]);
  return encode;
}
