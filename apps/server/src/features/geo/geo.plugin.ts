import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { rememberedCountryOfAddress } from './country-of-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether the caller's address is in Nigeria. `request.ip` already honours X-Forwarded-For only
     * from the trusted proxies (`trustProxy` in app.ts), so a client cannot pick its own country.
     */
    isInsideNigeria(request: FastifyRequest): boolean;
  }
}

export const outsideNigeriaMessage = 'This content is only available in Nigeria.';

export const geoPlugin = fp(
  async (app: FastifyInstance) => {
    const countryOf = rememberedCountryOfAddress({
      env: app.config.env,
      devCountry: app.config.geoDevCountry,
    });
    app.decorate('isInsideNigeria', (request: FastifyRequest) => countryOf(request.ip) === 'NG');
  },
  { name: 'geo', dependencies: ['config'] },
);

/** A preHandler for routes that serve content: refuses callers outside Nigeria with 403 outside_nigeria. */
export async function requireNigeria(request: FastifyRequest): Promise<void> {
  if (!request.server.isInsideNigeria(request)) {
    throw new AppError('outside_nigeria', outsideNigeriaMessage);
  }
}
