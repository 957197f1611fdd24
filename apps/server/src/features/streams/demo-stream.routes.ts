import { type DemoClip, demoParamsSchema, demoResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { requireKnownOperator } from '../catalog/catalog-guards.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import type { MediaOwner } from '../media/media.plugin.ts';

/** A public address: short-lived, and capped at the cheapest rendition (our visitors pay for every byte). */
export const DEMO_TTL_SECONDS = 30 * 60;

/**
 * Spec §2 'Other pieces': the landing's demo player, for signed-out visitors. `{operator}` must be ours
 * (404), the caller inside Nigeria (403); then the trailer of the first movie (lowest id) that has trailer
 * media, and the first movie that has movie media, each signed with the Data Saver cap. Needs mediaPlugin.
 */
export async function demoStreamRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/client/v1/:operator/demo',
    {
      schema: { params: demoParamsSchema, response: { 200: demoResponseSchema } },
      onRequest: [requireKnownOperator, requireNigeria],
      config: perMinute(30),
    },
    async () => {
      const [trailer, stream] = await Promise.all([demoClipOf(app, 'trailer'), demoClipOf(app, 'movie')]);
      return { data: { trailer, stream } };
    },
  );
}

async function demoClipOf(app: FastifyInstance, kind: 'trailer' | 'movie'): Promise<DemoClip | null> {
  const row = await app.db
    .selectFrom('movies')
    .innerJoin('media_asset_links', (join) =>
      join
        .onRef('media_asset_links.owner_id', '=', 'movies.id')
        .on('media_asset_links.owner_kind', '=', kind),
    )
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .select('movies.id')
    .where('media_assets.status', '=', 'ready')
    .orderBy('movies.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const owner: MediaOwner = { kind, id: row.id };
  const address = await app.media.streamAddressFor(owner, {
    quality: 'data_saver',
    ttlSeconds: DEMO_TTL_SECONDS,
  });
  return address ? { url: address.url, poster_url: address.posterUrl } : null;
}
