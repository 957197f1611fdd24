import { type PreviewClip, previewParamsSchema, previewResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook, noStore } from '../../lib/request-steps.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { requireKnownOperator } from '../catalog/catalog-guards.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import type { MediaOwner } from '../media/media.plugin.ts';

/** A public address: short-lived, and capped at the cheapest rendition (our visitors pay for every byte). */
export const PREVIEW_TTL_SECONDS = 30 * 60;

export const noPreviewMessage = 'No preview is available.';

/**
 * The landing's public preview player, for signed-out visitors: `{operator}` must be ours (404), the caller
 * inside Nigeria (403); then the first movie's trailer (lowest movie id) that has media, and the first
 * movie's preview clip (`npm run ingest -- <clip> --preview <movie>`), each signed with the Data Saver cap.
 * Never a movie's own asset: no one watches a title without a package. With neither, 404 not_found, so
 * the landing says there is nothing to play. Needs mediaPlugin.
 */
export async function previewStreamRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/:operator/demo',
    {
      schema: { params: previewParamsSchema, response: { 200: previewResponseSchema } },
      onRequest: inOneHook(noStore, requireKnownOperator, requireNigeria),
      config: perMinute(30),
    },
    async () => {
      const [trailer, stream] = await Promise.all([
        previewClipOf(app, 'trailer'),
        previewClipOf(app, 'demo'),
      ]);
      if (!trailer && !stream) throw new AppError('not_found', noPreviewMessage);
      return { data: { trailer, stream } };
    },
  );
}

async function previewClipOf(app: FastifyInstance, kind: 'trailer' | 'demo'): Promise<PreviewClip | null> {
  const row = await app.db
    .selectFrom('media_asset_links')
    .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
    .select('media_asset_links.owner_id')
    .where('media_asset_links.owner_kind', '=', kind)
    .where('media_assets.status', '=', 'ready')
    .orderBy('media_asset_links.owner_id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const owner: MediaOwner = { kind, id: row.owner_id };
  const address = await app.media.streamAddressFor(owner, {
    quality: 'data_saver',
    ttlSeconds: PREVIEW_TTL_SECONDS,
  });
  if (!address) return null;
  app.metrics.streamAddressesIssued.inc({ kind });
  return { url: address.url, poster_url: address.posterUrl };
}
