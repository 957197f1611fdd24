import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PackagesService } from './packages.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes packages (console and seed) and clears the catalog caches on every instance after each write. */
    packages: PackagesService;
  }
}

export const packagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('packages', new PackagesService(app.db, () => app.catalogCache.invalidate()));
  },
  { name: 'packages', dependencies: ['db', 'catalog'] },
);
