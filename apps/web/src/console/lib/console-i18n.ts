import { currentLanguage, i18n, initI18n, type Language, setLanguage } from '../../lib/i18n.ts';
import consoleGb from '../locales/gb.json';

/**
 * The portal's i18n set-up (same i18next instance, languages and stored choice) plus the console's own
 * catalog in the `console` namespace, so the portal's catalog never carries console text. Portuguese is
 * fetched when chosen, as in the portal.
 */
async function loadConsoleCatalog(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'console')) return;
  const catalog = language === 'pt' ? (await import('../locales/pt.json')).default : consoleGb;
  i18n.addResourceBundle(language, 'console', catalog);
}

export async function initConsoleI18n(): Promise<void> {
  await initI18n();
  i18n.addResourceBundle('gb', 'console', consoleGb);
  await loadConsoleCatalog(currentLanguage()).catch(() => setLanguage('gb', false));
}

export async function setConsoleLanguage(language: Language): Promise<void> {
  await loadConsoleCatalog(language);
  await setLanguage(language);
}
