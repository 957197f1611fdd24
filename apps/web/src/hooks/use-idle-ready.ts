import { useEffect, useState } from 'react';

/** At the latest this long after mounting, even on a page that never goes idle. */
const idleTimeoutMs = 2000;

/**
 * False until the page has had an idle moment since mounting (or `initially`): for what is worth rendering
 * only after the first screen, each in a task of its own rather than all in the first one.
 */
export function useIdleReady(initially = false): boolean {
  const [ready, setReady] = useState(initially);
  useEffect(() => {
    if (ready) return;
    const done = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: idleTimeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
