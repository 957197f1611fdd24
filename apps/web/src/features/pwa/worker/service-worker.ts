/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { imageCacheLimits, imageCacheName, isCachedCatalogImage, offlinePageUrl } from './cache-rules.ts';

/**
 * The portal's service worker (decision record 039), scoped to /play/. It precaches the app's scripts, styles,
 * icons and offline page; keeps catalog pictures once seen; and answers a navigation that fails for want of a
 * network with the offline page. Pages themselves always come from the server (its first views are personal),
 * and nothing else is ever cached here: see `cache-rules.ts`.
 */
declare const self: ServiceWorkerGlobalScope;

// A page is answered by the network, never from a cache; the offline page only when the network cannot answer.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const offline = await matchPrecache(offlinePageUrl);
      if (offline) return offline;
      throw error;
    }
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => isCachedCatalogImage(url, self.location.origin),
  new CacheFirst({
    cacheName: imageCacheName,
    plugins: [new ExpirationPlugin({ ...imageCacheLimits, purgeOnQuotaError: true })],
  }),
);

// The page's "Reload" on the update prompt: the waiting worker takes over, and the page reloads under it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes charge of the pages already open; later ones wait for the subscriber's reload.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
