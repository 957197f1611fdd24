import { defineConfig, type Rollup } from 'vite';
import { pwaPlugins } from './src/features/pwa/build/pwa-plugins.ts';

// The API server (apps/server) listens on 8080 by default; in `vite` dev mode, forward API calls to it.
const apiServer = 'http://localhost:8080';

// Libraries mark modules "use client" for server components; irrelevant here.
const onwarn: Rollup.RollupOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/**
 * The portal's browser build runs on Preact's React compatibility layer (decision record 027): the same
 * components and libraries, a tenth of React DOM's weight on the first page. The server's first views and the
 * console keep React.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  base: '/play/',
  esbuild: { jsx: 'automatic' },
  // The service worker and its offline page belong to the browser's build only.
  plugins: isSsrBuild ? [] : pwaPlugins('/play/'),
  resolve: { alias: isSsrBuild ? [] : reactOnPreact },
  // The server's renderer of first views (`vite build --ssr`): one self-contained module with React's
  // production build, so the server needs none of the web app's dependencies installed beside it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: { onwarn, output: { inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2020',
        // The server reads which chunks and styles a page needs (the dashboard's first view) from it.
        manifest: true,
        rollupOptions: {
          onwarn,
          output: {
            // Libraries change less often than our code: a separate chunk stays cached across releases.
            // hls.js (~0.5 MB) is its own chunk, fetched only by the player on a browser without native HLS;
            // workbox-window stays with the service worker's registration, loaded once the page is idle.
            manualChunks(id: string) {
              if (id.includes('/node_modules/hls.js/')) return 'hls';
              if (id.includes('/node_modules/workbox-window/')) return undefined;
              return id.includes('/node_modules/') ? 'vendor' : undefined;
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiServer,
      '/cm': apiServer,
      '/tva-auth': apiServer,
      '/dev': apiServer,
    },
  },
}));
