import type { MediaEncode } from '@glotv/contracts/console-media';
import { useEffect, useState } from 'react';
import { CONSOLE_API_PREFIX } from '../../lib/constants.ts';

const ENDED: readonly MediaEncode['status'][] = ['ready', 'failed', 'cancelled'];

export const encodeHasEnded = (encode: MediaEncode) => ENDED.includes(encode.status);

/**
 * The encode as the server's event stream tells it, while it is queued or running; the stream closes when the
 * encode ends, and `onEnded` is told (to reload the list). EventSource reconnects by itself after a drop.
 */
export function useEncodeEvents(initial: MediaEncode, onEnded: () => void): MediaEncode {
  const [encode, setEncode] = useState(initial);
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
    return () => source.close();
  }, [initial.id, live, onEnded]);
  return encode;
}
