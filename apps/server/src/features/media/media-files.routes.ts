import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import { countSentBytes } from './count-sent-bytes.ts';
import { buildMasterPlaylist } from './master-playlist.ts';
import { findRenditions } from './media-assets.repository.ts';
import { cacheControlFor, contentTypeOf, mediaFileKind } from './media-file-kinds.ts';
import { assetsDir } from './media-paths.ts';
import { type MediaGrant, verifyMediaGrant, withinCap } from './media-signing.ts';

const paramsSchema = z.object({ sig: z.string(), expires: z.string(), asset: z.string(), '*': z.string() });

const refusal: Record<Extract<MediaGrant, { ok: false }>['reason'], string> = {
  malformed: 'This media address is not valid.',
  bad_signature: 'This media address is not signed for this asset.',
  expired: 'This media address has expired. Open the title again for a new one.',
};

/**
 * Serves signed asset folders the way nginx does in production: the same signature and expiry
 * check, byte ranges, ETags. The master playlist is built from the renditions table, capped at the quality
 * signed into the address; every other file comes from the asset's folder, a rendition above the cap
 * refused with 403. The body bytes sent under a metered address are counted against its subscriber and
 * viewing. Needs the geo and data-use plugins.
 */
export async function mediaFilesRoutes(
  app: FastifyZodInstance,
  options: { mediaDir: string },
): Promise<void> {
  const root = assetsDir(options.mediaDir);
  await app.register(fastifyStatic, { root, serve: false, setHeaders: strongEtag });

  // nginx's country check (`auth_request` in deploy/nginx/glotv-media.conf): 204 inside Nigeria, else 403.
  app.get(
    '/media/country',
    { schema: { hide: true }, preHandler: requireNigeria },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    },
  );

  app.get(
    '/media/s/:sig/:expires/:asset/*',
    {
      schema: { params: paramsSchema, hide: true },
      preHandler: requireNigeria,
      // Playlists are text (a 2-hour title's is ~70 KB, ~8 KB compressed); segments are already compressed.
      compress: { customTypes: /^application\/vnd\.apple\.mpegurl$/, encodings: ['br', 'gzip'] },
    },
    async (request, reply) => {
      const { sig, expires, asset, '*': file } = request.params;
      const grant = verifyMediaGrant({ sig, expires, asset }, app.config.mediaSigningSecret);
      if (!grant.ok) throw new AppError('forbidden', refusal[grant.reason]);
      if (file.split('/').some((part) => part === '..' || part === '.') || file.includes('\0')) {
        throw new AppError('forbidden', 'This media address points outside its asset.');
      }
      const kind = mediaFileKind(file);
      if (!kind) throw new AppError('not_found', `This asset has no file ${file}.`);
      if (!withinCap(file, grant.maxQuality)) {
        throw new AppError('forbidden', 'This media address does not grant this quality.');
      }
      const { meter } = grant;
      if (meter) countSentBytes(reply.raw, (bytes) => app.dataUse.count(meter, bytes));
      reply.header('cache-control', cacheControlFor(kind, grant.expires));
      reply.type(contentTypeOf[kind]);
      if (kind !== 'master') {
        matchIfRangeToWeakEtag(request.headers);
        return reply.sendFile(file, path.join(root, grant.assetId), { cacheControl: false });
      }
      const renditions = await findRenditions(app.db, grant.assetId);
      if (renditions.length === 0) throw new AppError('not_found', 'This asset is not ready.');
      const body = buildMasterPlaylist(renditions, grant.maxQuality);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    },
  );
}

/**
 * The ETag as nginx sends it, strong: an asset's files are written once and renamed into place, so size and
 * time of change name their bytes. A browser keeps part of a file (a byte range) only under a strong
 * validator: the block Chromium's own HLS reads first of a live window's oldest segment, asked for ahead of it.
 */
function strongEtag(reply: FastifyReply) {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') reply.header('etag', etag.replace(/^W\//, ''));
}

/**
 * `send` compares If-Range with its own ETag, the weak form of the one sent (`strongEtag`): the range is
 * served when the file is the one the browser kept part of, the whole file otherwise (RFC 9110 §13.1.5).
 */
function matchIfRangeToWeakEtag(headers: FastifyRequest['headers']) {
  const ifRange = headers['if-range'];
  if (typeof ifRange === 'string' && ifRange.startsWith('"')) headers['if-range'] = `W/${ifRange}`;
}
