import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import { EntitlementPrompt } from '../components/entitlement-prompt.tsx';
import { entitlementPrompt, type EntitlementPrompt as Prompt } from '../lib/entitlement.ts';

export interface EntitlementGate {
  /** Opens the right prompt and answers false when the click must not go on to the content. */
  allow: (entitled: boolean) => boolean;
  /** `onClick` of a link to content: stays on the page and opens the prompt when it must. */
  guard: (entitled: boolean) => (event: MouseEvent) => void;
  /** The open prompt, to render in the page (null when none). */
  prompt: ReactNode;
}

/** A click on content goes on, or opens the Nigeria-only alert or the pay prompt. */
export function useEntitlementGate(): EntitlementGate {
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const [open, setOpen] = useState<Prompt | null>(null);
  const opener = useRef<Element | null>(null);

  const allow = useCallback(
    (entitled: boolean) => {
      const prompt = entitlementPrompt({ outsideNigeria, entitled, isGloUser: user.is_glo_user });
      if (prompt) {
        opener.current = document.activeElement;
        setOpen(prompt);
      }
      return prompt === null;
    },
    [outsideNigeria, user.is_glo_user],
  );

  const guard = useCallback(
    (entitled: boolean) => (event: MouseEvent) => {
      if (!allow(entitled)) event.preventDefault();
    },
    [allow],
  );

  const close = useCallback(() => {
    setOpen(null);
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  }, []);

  return { allow, guard, prompt: open ? <EntitlementPrompt prompt={open} onClose={close} /> : null };
}
