import { defineConfig } from 'vite';

// The API server (apps/server) listens on 8080 by default; in `vite` dev mode, forward API calls to it.
const apiServer = 'http://localhost:8080';

export default defineConfig({
  base: '/play/',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries mark modules "use client" for server components; irrelevant in a browser-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Libraries change less often than our code: a separate chunk stays cached across releases.
        // hls.js (~0.5 MB) is its own chunk, fetched only by the player on a browser without native HLS.
        manualChunks(id) {
          if (id.includes('/node_modules/hls.js/')) return 'hls';
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
});
