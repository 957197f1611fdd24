import 'i18next';
import type gb from '../locales/gb.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof gb };
  }
}
