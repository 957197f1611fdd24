import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedPackages } from './packages.seed.ts';

/** The packages the portal sells, added to a fresh database (production included); existing ones are kept. */
export const packagesSeedPlugin = fp(
  async (app: FastifyInstance) => {
    const packages = await seedPackages(app.db, app.packages);
    if (packages > 0) app.log.info({ packages }, 'packages seeded');
  },
  { name: 'packages-seed', dependencies: ['db', 'packages'] },
);
