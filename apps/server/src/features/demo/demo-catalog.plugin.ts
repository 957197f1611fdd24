import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { sharedImageCacheDir } from './generate-images.ts';

/**
 * Development data: invented titles, series and channels with a schedule, and their generated pictures,
 * added once to an empty catalog so a local portal has something to browse and play. app.ts registers it
 * outside production only; a production catalog holds only what the operator puts in it.
 */
export const demoCatalogPlugin = fp(
  async (app: FastifyInstance) => {
    const catalog = await seedDemoCatalog(app.db, {
      mediaDir: path.join(app.config.dataDir, 'media'),
      // Every test app and fresh development folder draws the same pictures: encode them once per machine.
      imageCacheDir: sharedImageCacheDir(),
    });
    if (catalog.seeded || catalog.images > 0) app.log.info({ catalog }, 'demo catalog seeded');
  },
  { name: 'demo-catalog', dependencies: ['db', 'packages-seed'] },
);
