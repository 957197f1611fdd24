import dataUseGb from '../features/data-use/locales/gb.json';
import dataUsePt from '../features/data-use/locales/pt.json';
import devicesGb from '../features/devices/locales/gb.json';
import devicesPt from '../features/devices/locales/pt.json';
import liveGb from '../features/live/locales/gb.json';
import livePt from '../features/live/locales/pt.json';
import packagesGb from '../features/packages/locales/gb.json';
import packagesPt from '../features/packages/locales/pt.json';
import playerGb from '../features/player/locales/gb.json';
import playerPt from '../features/player/locales/pt.json';
import pwaGb from '../features/pwa/locales/gb.json';
import pwaPt from '../features/pwa/locales/pt.json';
import searchGb from '../features/search/locales/gb.json';
import searchPt from '../features/search/locales/pt.json';
import watchingGb from '../features/watching/locales/gb.json';
import watchingPt from '../features/watching/locales/pt.json';
import gb from './gb.json';
import pt from './pt.json';

/**
 * Every text of the subscriber's app in each language: the catalog the landing bundles (or fetches, for
 * Portuguese) and the texts each lazily loaded feature adds when its code arrives. For the server's first views
 * and for tests, which need them all at once; the browser never loads this module.
 */
export const allStrings = {
  gb: {
    ...gb,
    ...dataUseGb,
    ...devicesGb,
    ...liveGb,
    ...packagesGb,
    ...playerGb,
    ...pwaGb,
    ...searchGb,
    ...watchingGb,
  },
  pt: {
    ...pt,
    ...dataUsePt,
    ...devicesPt,
    ...livePt,
    ...packagesPt,
    ...playerPt,
    ...pwaPt,
    ...searchPt,
    ...watchingPt,
  },
};
