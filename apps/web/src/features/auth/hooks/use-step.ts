import type { ParseKeys } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';

export type MessageKey = ParseKeys;

/**
 * The state of one modal's async step: the progress text of the full-screen overlay while it runs, and
 * the message it ended with (some of which disappear after a few seconds).
 */
export function useStep() {
  const [busy, setBusy] = useState<MessageKey | null>(null);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const showMessage = useCallback((key: MessageKey | null, forMs?: number) => {
    clearTimeout(timer.current);
    setMessage(key);
    if (key && forMs) timer.current = setTimeout(() => setMessage(null), forMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { busy, setBusy, message, showMessage };
}
