import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePageHtml } from './offline-page.ts';

/** Writes offline.html (the service worker's fallback page) into the build, from both languages' texts. */
function offlinePage(base: string): Plugin {
  return {
    name: 'glotv-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(base) });
    },
  };
}

/**
 * The installable app (decision record 039): the offline page and the service worker, built by vite-plugin-pwa
 * from `worker/service-worker.ts` with the list of files to precache written in. The manifest is
 * public/manifest.webmanifest, linked from index.html; the worker is registered by the app itself
 * (`start-service-worker.ts`), after load.
 */
export function pwaPlugins(base: string): PluginOption[] {
  return [
    offlinePage(base),
    // vite-plugin-pwa sits at the workspace root, where its types meet vitest's Vite 8; it builds the app's Vite 7
    // (within its peer range) all the same.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa/worker',
      filename: 'service-worker.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The app's scripts and styles, the icons and the offline page; not index.html (pages always come from
        // the server), not hls.js (half a megabyte, only for browsers without native HLS, kept by the HTTP
        // cache when used), not the console (a build of its own, outside the worker's scope).
        globPatterns: ['assets/*.{js,css}', 'offline.{html,js}', 'icons/*.png', 'manifest.webmanifest'],
        globIgnores: ['assets/hls-*.js', 'console/**'],
        // Hashed file names change with their content: no revision needed, and Workbox must not add one.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }) as unknown as PluginOption,
  ];
}
