import {
  CONSOLE_UPLOADS_PATH,
  createEncodeRequestSchema,
  mediaEncodeResponseSchema,
} from '@glotv/contracts/console-media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireStaff } from '../staff/public.ts';
import { auditUpload } from './tus-server.ts';
import { UPLOAD_ID } from './upload-store.ts';
import { actorOf, noteActor } from './uploads.plugin.ts';

const uploadParamsSchema = z.object({ id: z.string().regex(UPLOAD_ID, 'must be an upload id') });

/**
 * The tus endpoint (`POST /api/console/v1/uploads`, then `HEAD`/`PATCH`/`DELETE …/uploads/{id}`), handed to
 * @tus/server with the request body unread, and `POST /api/console/v1/media/encodes`, which answers (or
 * queues, once) the encode of a finished upload. Needs uploadsPlugin.
 */
export async function uploadsRoutes(app: FastifyZodInstance): Promise<void> {
  const guard = requireStaff('editor');
  await app.register(async (tus: FastifyZodInstance) => {
    // The bytes stream straight from the socket to the upload's file: nothing here reads or buffers a body.
    tus.removeAllContentTypeParsers();
    tus.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      noteActor(request);
      reply.hijack();
      await app.uploads.server.handle(request.raw, reply.raw);
    };
    tus.route({ method: 'POST', url: CONSOLE_UPLOADS_PATH, preHandler: guard, handler: handle });
    tus.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${CONSOLE_UPLOADS_PATH}/:id`,
      schema: { params: uploadParamsSchema },
      preHandler: guard,
      handler: handle,
    });
  });

  app.post(
    '/api/console/v1/media/encodes',
    {
      schema: { body: createEncodeRequestSchema, response: { 200: mediaEncodeResponseSchema } },
      preHandler: guard,
    },
    async (request, reply) => {
      const { uploadId } = request.body;
      const upload = await app.uploads.store.getUpload(uploadId).catch(() => undefined);
      const existing = await app.mediaEncodes.findByUpload(uploadId);
      if (existing) return { data: existing };
      if (!upload) throw new AppError('not_found', 'No such upload.');
      if (upload.size === undefined || upload.offset < upload.size) {
        throw new AppError('conflict', 'This upload is not complete yet.');
      }
      reply.header('cache-control', 'no-store');
      const actor = actorOf(request.staff!);
      const encode = await app.mediaEncodes.createForUpload(
        {
          uploadId,
          fileName: upload.metadata?.filename ?? uploadId,
          sizeBytes: upload.size,
          createdBy: actor.id,
        },
        auditUpload(actor),
      );
      return { data: encode };
    },
  );
}
