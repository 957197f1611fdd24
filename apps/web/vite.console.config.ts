import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The operator's console: a build of its own, served under /console/ (decision record 018). Nothing here is
 * part of the portal's build, so a subscriber never downloads a byte of it; it reuses the portal's source
 * (components/ui, i18n catalogs, contracts) by import.
 */
const apiServer = 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('./src/console', import.meta.url)),
  base: '/console/',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: fileURLToPath(new URL('./dist/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          return id.includes('/node_modules/') ? 'console-vendor' : undefined;
        },
      },
    },
  },
  server: { proxy: { '/api': apiServer } },
});
