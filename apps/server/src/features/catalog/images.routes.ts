import { imageParamsSchema, imageQuerySchema } from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { notModified } from './conditional-get.ts';
import { chooseImageFormat } from './image-variant.ts';

/**
 * Public: posters and logos are not secret, and a browser's <img> sends no bearer token. The answer depends
 * on Accept (AVIF, WebP or JPEG), so it varies on it; a variant never changes, so it is cached for a year.
 */
export async function imagesRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/global/images/:imageId',
    { schema: { params: imageParamsSchema, querystring: imageQuerySchema } },
    async (request, reply) => {
      const format = chooseImageFormat(request.headers.accept);
      const variant = await app.catalog.images.variant(request.params.imageId, request.query.width, format);
      reply.header('vary', 'Accept').header('cache-control', 'public, max-age=31536000, immutable');
      if (notModified(request, reply, variant.etag)) return reply;
      return reply.type(variant.contentType).send(await variant.read());
    },
  );
}
