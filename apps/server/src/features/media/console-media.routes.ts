import {
  assetIdParamsSchema,
  consoleAssetListResponseSchema,
  encodeIdParamsSchema,
  linkAssetRequestSchema,
  linkAssetResponseSchema,
  type MediaEncode,
  mediaEncodeListResponseSchema,
  mediaEncodeResponseSchema,
  ownerLinkParamsSchema,
  unlinkAssetResponseSchema,
} from '@glotv/contracts/console-media';
import type { FastifyRequest } from 'fastify';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { type AuditActor, recordAudit, requireStaff } from '../staff/public.ts';
import { listReadyAssets } from './console-assets.repository.ts';

export interface ConsoleMediaRoutesOptions {
  /** How often the event stream looks for a change (ms). */
  eventsEveryMs?: number;
}

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = request.staff!;
  return { id: staff.id, email: staff.email, role: staff.role };
};

const PREFIX = '/api/console/v1/media';
const ended = new Set<MediaEncode['status']>(['ready', 'failed', 'cancelled']);

/**
 * The console's video: the encodes (list, one, a live event stream of one, cancel), the ready assets, and
 * linking a ready asset to a movie, trailer or episode. Needs uploadsPlugin (`app.mediaEncodes`).
 */
export async function consoleMediaRoutes(
  app: FastifyZodInstance,
  options: ConsoleMediaRoutesOptions = {},
): Promise<void> {
  const guard = { preHandler: requireStaff('editor') };
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    `${PREFIX}/encodes`,
    { schema: { response: { 200: mediaEncodeListResponseSchema } }, ...guard },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.mediaEncodes.list() };
    },
  );

  app.get(
    `${PREFIX}/encodes/:id`,
    { schema: { params: encodeIdParamsSchema, response: { 200: mediaEncodeResponseSchema } }, ...guard },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.mediaEncodes.get(request.params.id) };
    },
  );

  // Server-sent events: `event: encode` with the encode's JSON whenever it changes, until it has ended.
  app.get(
    `${PREFIX}/encodes/:id/events`,
    { schema: { params: encodeIdParamsSchema }, ...guard },
    async (request, reply) => {
      const first = await app.mediaEncodes.get(request.params.id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      let last = '';
      let open = true;
      let timer: NodeJS.Timeout | undefined;
      const end = () => {
        if (!open) return;
        open = false;
        clearTimeout(timer);
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      const send = (encode: MediaEncode) => {
        const text = JSON.stringify(encode);
        if (text !== last) raw.write(`event: encode\ndata: ${text}\n\n`);
        last = text;
        if (ended.has(encode.status)) end();
      };
      const poll = async () => {
        if (!open) return;
        try {
          send(await app.mediaEncodes.get(request.params.id));
        } catch {
          end();
        }
        if (open) timer = setTimeout(poll, options.eventsEveryMs ?? 1000);
      };
      raw.write('retry: 2000\n\n');
      send(first);
      if (open) timer = setTimeout(poll, options.eventsEveryMs ?? 1000);
    },
  );

  app.post(
    `${PREFIX}/encodes/:id/cancel`,
    { schema: { params: encodeIdParamsSchema, response: { 200: mediaEncodeResponseSchema } }, ...guard },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = actorOf(request);
      const encode = await app.mediaEncodes.cancel(request.params.id, (trx, row) =>
        recordAudit(trx, {
          staff,
          action: 'media.encode.cancel',
          target_kind: 'media_encode',
          target_id: row.id,
          before: { status: row.status },
          after: { status: 'cancelled' },
        }),
      );
      return { data: encode };
    },
  );

  app.get(
    `${PREFIX}/assets`,
    { schema: { response: { 200: consoleAssetListResponseSchema } }, ...guard },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listReadyAssets(app.db) };
    },
  );

  app.post(
    `${PREFIX}/assets/:assetId/links`,
    {
      schema: {
        params: assetIdParamsSchema,
        body: linkAssetRequestSchema,
        response: { 200: linkAssetResponseSchema },
      },
      ...guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { assetId } = request.params;
      const { ownerKind, ownerId } = request.body;
      const staff = actorOf(request);
      const { replacedAssetId } = await app.mediaEncodes.linkAssetToOwner(
        assetId,
        { kind: ownerKind, id: ownerId },
        (trx, { replacedAssetId: before }) =>
          recordAudit(trx, {
            staff,
            action: 'media.asset.link',
            target_kind: ownerKind,
            target_id: ownerId,
            before: { assetId: before },
            after: { assetId },
          }),
      );
      return { data: { assetId, ownerKind, ownerId, replacedAssetId } };
    },
  );

  app.delete(
    `${PREFIX}/links/:ownerKind/:ownerId`,
    { schema: { params: ownerLinkParamsSchema, response: { 200: unlinkAssetResponseSchema } }, ...guard },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { ownerKind, ownerId } = request.params;
      const staff = actorOf(request);
      const { unlinkedAssetId } = await app.mediaEncodes.unlinkOwner(
        { kind: ownerKind, id: ownerId },
        (trx, answer) =>
          recordAudit(trx, {
            staff,
            action: 'media.asset.unlink',
            target_kind: ownerKind,
            target_id: ownerId,
            before: { assetId: answer.unlinkedAssetId },
            after: { assetId: null },
          }),
      );
      return { data: { ownerKind, ownerId, unlinkedAssetId } };
    },
  );
}
