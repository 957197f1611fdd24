import 'i18next';
import type consoleGb from '../console/locales/gb.json';
import type gb from '../locales/gb.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof gb; console: typeof consoleGb };
  }
}
