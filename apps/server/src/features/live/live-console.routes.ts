import {
  channelCategoryInputSchema,
  channelCategoryParamsSchema,
  channelFillerInputSchema,
  channelFillerResponseSchema,
  channelInputSchema,
  channelParamsSchema,
  consoleChannelCategoryResponseSchema,
  consoleChannelResponseSchema,
  consoleChannelsResponseSchema,
  LIVE_EDITING_LIMITS,
  scheduleDayInputSchema,
  scheduleDayParamsSchema,
  scheduleDayResponseSchema,
  xmltvImportResponseSchema,
  xmltvImportUrlInputSchema,
} from '@glotv/contracts/live-console';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { CONSOLE_API_PREFIX, recordAudit, requireStaff } from '../staff/public.ts';
import { fetchXmltv } from './xmltv-fetch.ts';

const base = `${CONSOLE_API_PREFIX}/live`;

async function* wholeBody(body: Buffer): AsyncGenerator<Uint8Array> {
  yield body;
}

/** Content types an uploaded guide may come as: XML, or XML compressed with gzip. */
const GUIDE_TYPES = ['application/xml', 'text/xml', 'application/gzip', 'application/x-gzip'];

/**
 * The editors' Live TV: channels and categories, a channel's schedule a day at a time, and XMLTV imports from
 * an uploaded file or an address. Editors only; every change is written to the audit log in its transaction.
 */
export async function liveConsoleRoutes(app: FastifyZodInstance): Promise<void> {
  const { channelEditor, scheduleEditor, fillers, xmltv } = app.live;
  const editorOnly = requireStaff('editor');
  const audit =
    (
      request: FastifyRequest,
      action: string,
      targetKind: string,
      targetId: (after: unknown) => string | number,
    ) =>
    async (trx: Db, change: { before: unknown; after: unknown }) =>
      recordAudit(trx, {
        staff: request.staff!,
        action,
        target_kind: targetKind,
        target_id: targetId(change.after),
        before: change.before ?? undefined,
        after: change.after,
      });
  const idOf = (value: unknown) => (value as { id: number }).id;

  // An uploaded guide is taken whole (at most the size limit), then parsed as a stream like a fetched one.
  app.addContentTypeParser(
    GUIDE_TYPES,
    { parseAs: 'buffer', bodyLimit: LIVE_EDITING_LIMITS.xmltvBytes },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    `${base}/channels`,
    { schema: { response: { 200: consoleChannelsResponseSchema } }, preHandler: editorOnly },
    async () => ({ data: await channelEditor.list() }),
  );

  app.get(
    `${base}/channels/:channelId`,
    {
      schema: { params: channelParamsSchema, response: { 200: consoleChannelResponseSchema } },
      preHandler: editorOnly,
    },
    async (request) => ({ data: await channelEditor.channel(request.params.channelId) }),
  );

  app.post(
    `${base}/channels`,
    {
      schema: { body: channelInputSchema, response: { 201: consoleChannelResponseSchema } },
      preHandler: editorOnly,
    },
    async (request, reply) => {
      const data = await channelEditor.createChannel(request.body, {
        onChange: audit(request, 'channel.create', 'channel', idOf),
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    `${base}/channels/:channelId`,
    {
      schema: {
        params: channelParamsSchema,
        body: channelInputSchema,
        response: { 200: consoleChannelResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => ({
      data: await channelEditor.updateChannel(request.params.channelId, request.body, {
        onChange: audit(request, 'channel.update', 'channel', idOf),
      }),
    }),
  );

  app.get(
    `${base}/channels/:channelId/filler`,
    {
      schema: { params: channelParamsSchema, response: { 200: channelFillerResponseSchema } },
      preHandler: editorOnly,
    },
    async (request) => ({ data: await fillers.filler(request.params.channelId) }),
  );

  app.put(
    `${base}/channels/:channelId/filler`,
    {
      schema: {
        params: channelParamsSchema,
        body: channelFillerInputSchema,
        response: { 200: channelFillerResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => {
      const { channelId } = request.params;
      return {
        data: await fillers.setFiller(channelId, request.body, {
          onChange: audit(request, 'channel.set_filler', 'channel', () => channelId),
        }),
      };
    },
  );

  app.post(
    `${base}/categories`,
    {
      schema: { body: channelCategoryInputSchema, response: { 201: consoleChannelCategoryResponseSchema } },
      preHandler: editorOnly,
    },
    async (request, reply) => {
      const data = await channelEditor.createCategory(request.body, {
        onChange: audit(request, 'channel_category.create', 'channel_category', idOf),
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    `${base}/categories/:categoryId`,
    {
      schema: {
        params: channelCategoryParamsSchema,
        body: channelCategoryInputSchema,
        response: { 200: consoleChannelCategoryResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => ({
      data: await channelEditor.updateCategory(request.params.categoryId, request.body, {
        onChange: audit(request, 'channel_category.update', 'channel_category', idOf),
      }),
    }),
  );

  app.get(
    `${base}/channels/:channelId/schedule/:date`,
    {
      schema: { params: scheduleDayParamsSchema, response: { 200: scheduleDayResponseSchema } },
      preHandler: editorOnly,
    },
    async (request) => ({ data: await scheduleEditor.day(request.params.channelId, request.params.date) }),
  );

  app.put(
    `${base}/channels/:channelId/schedule/:date`,
    {
      schema: {
        params: scheduleDayParamsSchema,
        body: scheduleDayInputSchema,
        response: { 200: scheduleDayResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => {
      const { channelId, date } = request.params;
      return {
        data: await scheduleEditor.replaceDay(channelId, date, request.body.programmes, {
          onChange: audit(request, 'schedule.replace_day', 'channel_schedule', () => `${channelId}/${date}`),
        }),
      };
    },
  );

  const importAudit = (request: FastifyRequest, source: string) => ({
    onImported: (trx: Db, report: unknown) =>
      recordAudit(trx, {
        staff: request.staff!,
        action: 'epg.import_xmltv',
        target_kind: 'epg',
        target_id: source.slice(0, 200),
        after: report,
      }),
  });

  app.post(
    `${base}/xmltv/upload`,
    {
      schema: { response: { 200: xmltvImportResponseSchema } },
      preHandler: editorOnly,
      config: perMinute(10),
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('unsupported_media_type', `Send the guide as ${GUIDE_TYPES.join(' or ')}.`);
      }
      return { data: await xmltv.import(wholeBody(body), importAudit(request, 'upload')) };
    },
  );

  app.post(
    `${base}/xmltv/url`,
    {
      schema: { body: xmltvImportUrlInputSchema, response: { 200: xmltvImportResponseSchema } },
      preHandler: editorOnly,
      config: perMinute(10),
    },
    async (request) => ({
      data: await xmltv.import(fetchXmltv(request.body.url), importAudit(request, request.body.url)),
    }),
  );
}
