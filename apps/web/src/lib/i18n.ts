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

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this visit only.
  }
}

// Only English is bundled; Portuguese is fetched the first time it is chosen.
async function loadCatalog(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const catalog = await import('../locales/pt.json');
  i18next.addResourceBundle(language, 'translation', catalog.default);
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

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: { gb: { translation: gb } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  document.documentElement.lang = htmlLang[defaultLanguage];
  const stored = readStoredLanguage();
  if (stored === defaultLanguage) return;
  // A failed download of the Portuguese catalog must not block the app: stay in English.
  await setLanguage(stored, false).catch(() => undefined);
}

export { i18next as i18n };
