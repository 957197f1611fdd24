import type { Page } from 'playwright-core';

/** The element that has the focus, as a keyboard user meets it. */
export interface Focused {
  tag: string;
  /** Its accessible name as far as the test needs it: aria-label, its label, or its text. */
  name: string;
  href: string | null;
  /** The accessible name of the modal dialog it is in, if any. */
  dialog: string | null;
  /** The title of the labelled section (a carousel) it is in, if any. */
  region: string | null;
  /** Whether a focus indicator shows (an outline or a box shadow). */
  indicated: boolean;
}

export function focusedElement(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', name: '', href: null, dialog: null, region: null, indicated: false };
    }
    const labelled = (node: Element) =>
      (node.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const input = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ??
      (labelled(element) ||
        (input.labels?.[0]?.textContent ?? '').trim() ||
        (element.textContent ?? '').replace(/\s+/g, ' ').trim());
    const dialog = element.closest('dialog');
    const region = element.closest('section[aria-labelledby]');
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      name,
      href: element.getAttribute('href'),
      dialog: dialog ? labelled(dialog) : null,
      region: region ? labelled(region) : null,
      indicated:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is what `wanted` asks for; fails after `limit` presses
 * naming every stop, so a missing control or a focus trap shows in the message. Each stop must show a focus
 * indicator.
 */
export async function tabTo(
  page: Page,
  wanted: (focused: Focused) => boolean,
  what: string,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
): Promise<Focused> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    if (focused.tag !== 'body' && !focused.indicated) {
      throw new Error(`no visible focus indicator on ${focused.tag} "${focused.name}"`);
    }
    if (wanted(focused)) return focused;
    stops.push(`${focused.tag} "${focused.name.slice(0, 40)}"`);
  }
  throw new Error(
    `${what} not reached by ${backwards ? 'Shift+Tab' : 'Tab'}; the focus went: ${stops.join(' → ')}`,
  );
}

export const named =
  (name: string | RegExp) =>
  (focused: Focused): boolean =>
    typeof name === 'string' ? focused.name === name : name.test(focused.name);
