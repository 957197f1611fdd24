import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WatchingService } from './watching.service.ts';

/**
 * Saved playback positions (Continue watching, Resume) and My List.
 *
 * Cross-feature imports: `catalog/catalog-texts.ts` (what a subscriber may see of a title, and its text in
 * the language asked for) and `catalog/catalog-guards.ts` (the operator and own-user guards every
 * `users/{userId}` route shares).
 */
declare module 'fastify' {
  interface FastifyInstance {
    watching: WatchingService;
  }
}

export const watchingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('watching', new WatchingService(app.db));
  },
  { name: 'watching', dependencies: ['db'] },
);
