import 'i18next';
import type consoleGb from '../console/locales/gb.json';
import type dataUseGb from '../features/data-use/locales/gb.json';
import type devicesGb from '../features/devices/locales/gb.json';
import type liveGb from '../features/live/locales/gb.json';
import type packagesGb from '../features/packages/locales/gb.json';
import type playerGb from '../features/player/locales/gb.json';
import type pwaGb from '../features/pwa/locales/gb.json';
import type searchGb from '../features/search/locales/gb.json';
import type watchingGb from '../features/watching/locales/gb.json';
import type gb from '../locales/gb.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The app's catalog and the texts lazily loaded features add to it (lib/feature-strings.ts).
    resources: {
      translation: typeof gb &
        typeof dataUseGb &
        typeof devicesGb &
        typeof liveGb &
        typeof packagesGb &
        typeof playerGb &
        typeof pwaGb &
        typeof searchGb &
        typeof watchingGb;
      console: typeof consoleGb;
    };
  }
}
