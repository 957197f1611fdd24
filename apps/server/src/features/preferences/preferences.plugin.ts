import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PreferencesService } from './preferences.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscriber's saved choices (playback quality). */
    preferences: PreferencesService;
  }
}

export const preferencesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'preferences',
      new PreferencesService(app.db, (subscriberId) => app.sessions.subscriberChanged(subscriberId)),
    );
  },
  { name: 'preferences', dependencies: ['db', 'auth'] },
);
