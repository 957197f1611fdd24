import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedPackages } from '../packages/packages.seed.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';

/** Makes a fresh database usable: the spec's packages and a playable demo catalog, each added once. */
export const seedPlugin = fp(
  async (app: FastifyInstance) => {
    const packages = await seedPackages(app.db);
    const catalog = await seedDemoCatalog(app.db, { mediaDir: path.join(app.config.dataDir, 'media') });
    if (packages > 0 || catalog.seeded) app.log.info({ packages, catalog }, 'database seeded');
  },
  { name: 'seed', dependencies: ['db'] },
);
