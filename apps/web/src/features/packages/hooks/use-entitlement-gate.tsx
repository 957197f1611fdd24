import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import { EntitlementPrompt, type LockedTitle } from '../components/entitlement-prompt.tsx';
import { entitlementPrompt, type EntitlementPrompt as Prompt } from '../lib/entitlement.ts';
import { returnTargetOf } from '../lib/return-target.ts';

/** The package ids a title carries (`packages` of a movie, a series or a channel). */
export type TitlePackages = readonly { id: number }[];

export interface EntitlementGate {
  /**
   * Opens the right prompt and answers false when the click must not go on to the content. With the title's
   * packages the pay prompt offers those that unlock it; with `returnTo` a purchase there opens that player.
   */
  allow: (entitled: boolean, locked?: Partial<LockedTitle>) => boolean;
  /**
   * `onClick` of a link to content: stays on the page and opens the prompt when it must; a purchase from the
   * prompt then leads to the link's player.
   */
  guard: (entitled: boolean, packages?: TitlePackages) => (event: MouseEvent) => void;
  /** The open prompt, to render in the page (null when none). */
  prompt: ReactNode;
}

interface OpenPrompt extends LockedTitle {
  kind: Prompt;
}

/** A click on content goes on, or opens the Nigeria-only alert or the pay prompt. */
export function useEntitlementGate(): EntitlementGate {
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const [open, setOpen] = useState<OpenPrompt | null>(null);
  const opener = useRef<Element | null>(null);

  const allow = useCallback(
    (entitled: boolean, locked: Partial<LockedTitle> = {}) => {
      const kind = entitlementPrompt({ outsideNigeria, entitled, isGloUser: user.is_glo_user });
      if (kind) {
        opener.current = document.activeElement;
        setOpen({ kind, packages: locked.packages ?? null, returnTo: locked.returnTo ?? null });
      }
      return kind === null;
    },
    [outsideNigeria, user.is_glo_user],
  );

  const guard = useCallback(
    (entitled: boolean, packages?: TitlePackages) => (event: MouseEvent) => {
      const link = event.currentTarget;
      const returnTo =
        link instanceof HTMLAnchorElement ? returnTargetOf(link.href, window.location.origin) : null;
      if (!allow(entitled, { packages: packages ?? null, returnTo })) event.preventDefault();
    },
    [allow],
  );

  const close = useCallback(() => {
    setOpen(null);
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  }, []);

  return {
    allow,
    guard,
    prompt: open ? (
      <EntitlementPrompt
        prompt={open.kind}
        packages={open.packages}
        returnTo={open.returnTo}
        onClose={close}
      />
    ) : null,
  };
}
