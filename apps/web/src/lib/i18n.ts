import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import gb from '../locales/gb.json';

export const languages = ['gb', 'pt'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'gb';
/** localStorage key of the chosen language; a logout keeps it. */
export const languageStorageKey = 'glotv.lang';
const htmlLang: Record<Language, string> = { gb: 'en', pt: 'pt' };

export function isLanguage(value: unknown): value is Language {
  return value === 'gb' || value === 'pt';
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** The cookie that tells the server the interface language, for the pages it renders (the dashboard's first view). */
export const languageCookie = 'glotv_lang';

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this visit only.
  }
  rememberLanguageForServer(language);
}

/** Not secret and not personal: a year, the whole site, sent only to this site. */
function rememberLanguageForServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

let portugueseLoaded = false;

// Only English is bundled; Portuguese is fetched the first time it is chosen. (Lazily loaded features add their
// own texts in both languages as they arrive, so a Portuguese bundle may exist before this catalog is loaded.)
async function loadCatalog(language: Language): Promise<void> {
  if (language === defaultLanguage || portugueseLoaded) return;
  const catalog = await import('../locales/pt.json');
  i18next.addResourceBundle(language, 'translation', catalog.default, true, false);
  portugueseLoaded = true;
}

export async function setLanguage(language: Language, remember = true): Promise<void> {
  await loadCatalog(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
  if (remember) storeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : defaultLanguage;
}

/** The interface language; re-renders when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}

/** The options every i18next instance of the app shares (the browser's, and the server's for its first views). */
export const i18nOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
} as const;

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: defaultLanguage,
    resources: { gb: { translation: gb } },
  });
  document.documentElement.lang = htmlLang[defaultLanguage];
  const stored = readStoredLanguage();
  // A choice made before the server read the language from a cookie reaches the server from now on.
  if (!document.cookie.split(';').some((part) => part.trim() === `${languageCookie}=${stored}`)) {
    rememberLanguageForServer(stored);
  }
  if (stored === defaultLanguage) return;
  // A failed download of the Portuguese catalog must not block the app: stay in English.
  await setLanguage(stored, false).catch(() => undefined);
}

export { i18next as i18n };
