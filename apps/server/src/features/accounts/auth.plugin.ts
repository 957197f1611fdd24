import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { type AuthenticatedSession, SessionService } from './session.service.ts';
import { accessTokenOf } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler for signed-in routes: 401 unless a live session's token comes with the request. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const sessions = new SessionService(app.db, app.config.tokenSigningSecret);
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = accessTokenOf(request);
      request.session = token ? await sessions.authenticate(token) : null;
      if (!request.session) throw new AppError('unauthorized', 'Please sign in.');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
