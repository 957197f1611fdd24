import type { BrowserContext, Page } from 'playwright-core';
import { allStrings } from '../../apps/web/src/locales/all-strings.ts';

type Catalog = { [key: string]: string | Catalog };

/** The app's catalog with the texts its lazily loaded features add. */
function readCatalog(language: 'gb' | 'pt'): Catalog {
  return allStrings[language];
}

function texts(catalog: Catalog): string[] {
  return Object.values(catalog).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

/** Words of three letters or more, lower-cased, placeholders left out. */
function wordsOf(text: string): string[] {
  return (text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? []) as string[];
}

/** Everyday English that a hard-coded text would use even if no catalog entry has it. */
const commonEnglish = [
  'the',
  'and',
  'you',
  'your',
  'with',
  'please',
  'click',
  'this',
  'that',
  'here',
  'watch',
];

/**
 * Words that only the English interface uses: every word of the gb catalog (plus everyday English) that no pt
 * text contains. A Portuguese page showing one of them shows English.
 */
export function englishOnlyWords(): Set<string> {
  const portuguese = new Set(texts(readCatalog('pt')).flatMap(wordsOf));
  const english = [...texts(readCatalog('gb')).flatMap(wordsOf), ...commonEnglish];
  return new Set(english.filter((word) => !portuguese.has(word)));
}

/** A package, a purchase or a category: its names belong to the interface and must follow its language. */
function namesTheInterface(object: Record<string, unknown>): boolean {
  return 'price_kobo' in object || 'amount_kobo' in object || 'mobile_only' in object || 'channels' in object;
}

/**
 * The catalog's own strings in a JSON answer (titles, descriptions, names of films, series, episodes,
 * channels, people): content, which stays as the operator wrote it. Package, purchase and category names are
 * left in, so an English one on a Portuguese page is found.
 */
function contentIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length > 1) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) contentIn(item, into);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const own = namesTheInterface(object);
    for (const [key, item] of Object.entries(object)) {
      if (key === 'categories' || (own && typeof item === 'string')) continue;
      contentIn(item, into);
    }
  }
}

/** The data a server-rendered page carries for the app to start with, as `<script type="application/json">`. */
function dataInPage(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/**
 * The catalog content of every JSON answer a page receives from the portal's API, from when it is made, and of
 * the data a server-rendered page (the dashboard's first view) carries in place of those answers.
 */
export class ServerContent {
  readonly strings = new Set<string>();
  private readonly reading: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const read = type.includes('json')
        ? response.json().then((body: unknown) => [body])
        : type.includes('html') && response.request().resourceType() === 'document'
          ? response.text().then(dataInPage)
          : null;
      if (!read) return;
      this.reading.push(read.then((bodies) => contentIn(bodies, this.strings)).catch(() => undefined));
    });
  }

  /** Every answer received so far, read. */
  async settled(): Promise<ReadonlySet<string>> {
    await Promise.all(this.reading);
    return this.strings;
  }
}

/**
 * The interface's visible texts: text nodes and the names a screen reader hears (aria-label, placeholder,
 * title, alt) of every element shown, inside an open modal only when one is open.
 */
function visibleInterfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.querySelector('dialog[open]') ?? document.body;
    const shown = (element: Element | null) =>
      element instanceof HTMLElement &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !shown(parent) || parent?.closest('script, style, option:not(:checked)')) continue;
      found.push(text);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** Language names are written in their own language on purpose; brand and store names are not translated. */
const notTranslated = [/\bEnglish\b/g, /\bGoogle Play\b/g, /\bApp Store\b/g];

/**
 * The English words the page's interface shows: what the server sent (titles, descriptions, names) is taken
 * out of each text first, so only the app's own words are judged.
 */
export async function englishOnPage(
  page: Page,
  server: ServerContent,
  english: ReadonlySet<string>,
): Promise<string[]> {
  const shown = await visibleInterfaceTexts(page);
  // Read after the texts: whatever answer filled the page has arrived by now.
  const content = [...(await server.settled())].sort((a, b) => b.length - a.length);
  const words = new Set<string>();
  for (const text of shown) {
    // A description cut short on a phone is still the catalog's.
    const uncut = text.replace(/(\.\.\.|…)\s*\S*$/, '').trim();
    if (uncut.length > 1 && content.some((piece) => piece.includes(uncut))) continue;
    let rest = text;
    for (const piece of content) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    for (const pattern of notTranslated) rest = rest.replace(pattern, ' ');
    for (const word of wordsOf(rest)) if (english.has(word)) words.add(`${word} (in "${text.slice(0, 60)}")`);
  }
  return [...words];
}

/** Portuguese from the first paint, as for a subscriber who chose it earlier on this device. */
export async function inPortuguese(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('glotv.lang', 'pt'));
}

/** Walks a journey in Portuguese, noting each screen's English words; the test then expects none. */
export class Walk {
  readonly found: string[] = [];
  private readonly content: ServerContent;
  private readonly english = englishOnlyWords();

  constructor(readonly page: Page) {
    this.content = new ServerContent(page);
  }

  /**
   * Notes the English words `screen` shows. A page of the app fills in from its API answers, so they are let
   * arrive first; `settled: false` for a screen that changes on its own soon (a countdown) and is already filled.
   */
  async check(screen: string, { settled = true } = {}): Promise<void> {
    if (settled) {
      await this.page.waitForLoadState('networkidle').catch(() => undefined);
      await this.page.waitForTimeout(750);
    }
    for (const word of await englishOnPage(this.page, this.content, this.english)) {
      this.found.push(`${screen}: ${word}`);
    }
  }
}
