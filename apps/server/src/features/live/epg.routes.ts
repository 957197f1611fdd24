import { epgParamsSchema, epgQuerySchema, epgResponseSchema } from '@glotv/contracts/live';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator } from '../catalog/catalog-guards.ts';
import { cachedCatalogAnswer } from '../catalog/conditional-get.ts';

const GUIDE_CACHE_CONTROL = 'private, max-age=60';
const HALF_HOUR_MS = 30 * 60_000;

/** The guide's own windows start and end on the half hour; any other window is not worth a cache entry. */
function onTheHalfHour(time: string | undefined): boolean {
  return time === undefined || Date.parse(time) % HALF_HOUR_MS === 0;
}

/**
 * `GET /api/client/v2/{operator}/shows/grid?channels=&from=&to=&page=&limit=`, signed in. A window on the half
 * hour (the web app's) is the same for everyone who asks it, so it is kept with the catalog (the schedule
 * editor, the XMLTV import and the schedule extension clear it); any other, "now" included, is worked out per
 * request, so odd windows cannot crowd the catalog out of the cache.
 */
export async function epgRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v2/:operator/shows/grid',
    {
      schema: { params: epgParamsSchema, querystring: epgQuerySchema, response: { 200: epgResponseSchema } },
      onRequest: [requireKnownOperator, app.authenticate],
    },
    async (request, reply) => {
      const grid = () => app.live.epg.grid(request.query);
      if (request.query.from && onTheHalfHour(request.query.from) && onTheHalfHour(request.query.to)) {
        return cachedCatalogAnswer(app.catalogCache, request, reply, grid, GUIDE_CACHE_CONTROL);
      }
      reply.header('cache-control', GUIDE_CACHE_CONTROL);
      return grid();
    },
  );
}
