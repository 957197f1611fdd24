import { i18n } from './i18n.ts';

/** A feature's own texts in both languages, each under the feature's top-level key (`{ search: {...} }`). */
export interface FeatureStrings {
  gb: Record<string, unknown>;
  pt: Record<string, unknown>;
}

/**
 * Adds a lazily loaded feature's texts to the app's catalogs when its code arrives, so that the landing's
 * bundle carries only the texts its own pages show. Both languages come with the feature (a few hundred bytes):
 * a text must be there before the first render, and nothing re-renders when a catalog grows later.
 */
export function addFeatureStrings(strings: FeatureStrings): void {
  const add = () => {
    i18n.addResourceBundle('gb', 'translation', strings.gb, true, false);
    i18n.addResourceBundle('pt', 'translation', strings.pt, true, false);
  };
  // The catalogs exist once i18next is initialised (before the app renders); the server's first views use an
  // instance of their own holding every text, and never initialise this one.
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
