import {
  bannerInputSchema,
  carouselItemsResponseSchema,
  carouselItemsSchema,
  categoryOrderSchema,
  consoleBannerListResponseSchema,
  consoleCategoryListResponseSchema,
  consoleTitleListResponseSchema,
  consoleTitleResponseSchema,
  episodeInputSchema,
  episodePatchSchema,
  IMAGE_UPLOAD,
  movieInputSchema,
  moviePatchSchema,
  seasonInputSchema,
  seasonPatchSchema,
  seriesInputSchema,
  seriesPatchSchema,
  storedImageResponseSchema,
  uploadImageKindSchema,
  vodCategoryInputSchema,
  vodCategoryPatchSchema,
} from '@glotv/contracts/catalog-editor';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { CONSOLE_API_PREFIX, recordAudit, requireStaff } from '../staff/public.ts';
import { catalogWrites, type PublishableKind } from './catalog-writes.ts';
import { movieDetails, readyVideoIds, seriesDetails } from './console-title-details.ts';

const PREFIX = `${CONSOLE_API_PREFIX}/catalog`;
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const kindParams = idParams.extend({ kind: z.enum(['movies', 'series', 'episodes']) });
const kindOf = { movies: 'movie', series: 'series', episodes: 'episode' } as const;
const tableOf = { movie: 'movies', series: 'series', episode: 'episodes' } as const;
type IsoTime<Value> = Value extends Date ? string : Value;
/** What every movie, series and episode row holds, whatever else its table has. */
interface ConsoleTitleRow {
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  published_at: Date | null;
}
/** A row with each of its times as ISO 8601 text, as the console's answers carry them. */
function withIsoTimes<Row extends object>(row: Row): { [K in keyof Row]: IsoTime<Row[K]> } {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as { [K in keyof Row]: IsoTime<Row[K]> };
}

const createdSchema = z.object({ data: z.object({ id: z.number().int() }) });
const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
const imageQuery = z.object({ kind: uploadImageKindSchema });
/** The console's lists show the titles not deleted, or with `status=deleted` only the deleted ones. */
const listQuery = z.object({ status: z.enum(['current', 'deleted']).default('current') });

type AuditedKind = PublishableKind | 'category' | 'banner' | 'season';

/** A row as the audit log keeps it: its columns, or null when there is none. */
async function snapshot(db: Db, kind: AuditedKind, id: number): Promise<unknown> {
  const table =
    kind === 'category'
      ? 'vod_categories'
      : kind === 'banner'
        ? 'banners'
        : kind === 'season'
          ? 'seasons'
          : tableOf[kind];
  return (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * The editor's console for the catalog: every route for editors only (others get 403 with nothing written).
 * Each change is one transaction holding the change and its audit entry (before and after), then the catalog
 * cache is cleared on every instance.
 */
export async function consoleCatalogRoutes(app: FastifyZodInstance): Promise<void> {
  const { editor, uploads } = app.catalog;
  const editorOnly = requireStaff('editor');

  /** Runs a change with its audit entry in one transaction. */
  function audited<T extends number | undefined>(
    request: FastifyRequest,
    action: string,
    target: { kind: AuditedKind; id?: number },
    change: (trx: Db) => Promise<T>,
  ): Promise<T> {
    const staff = request.staff;
    if (!staff) throw new AppError('unauthorized', 'Please sign in to the console.');
    return editor.inTransaction(async (trx) => {
      const before = target.id === undefined ? undefined : await snapshot(trx, target.kind, target.id);
      const result = await change(trx);
      const id = target.id ?? (result as number);
      await recordAudit(trx, {
        staff,
        action: `${target.kind}.${action}`,
        target_kind: target.kind,
        target_id: id,
        before,
        after: await snapshot(trx, target.kind, id),
      });
      return result;
    });
  }

  app.get(
    `${PREFIX}/:kind`,
    {
      schema: {
        params: z.object({ kind: z.enum(['movies', 'series']) }),
        querystring: listQuery,
        response: { 200: consoleTitleListResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => {
      const table = request.params.kind;
      const rows = await app.db
        .selectFrom(table)
        .select(['id', 'uid', 'title', 'title_pt', 'image_id', 'published_at', 'added_at', 'deleted_at'])
        .$if(table === 'movies', (query) => query.select(sql<number | null>`release_year`.as('release_year')))
        .where('deleted_at', request.query.status === 'deleted' ? 'is not' : 'is', null)
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      const ready = await readyVideoIds(
        app.db,
        table,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => ({ ...withIsoTimes(row), video_ready: ready.has(row.id) })) };
    },
  );

  app.get(
    `${PREFIX}/:kind/:id`,
    { schema: { params: kindParams, response: { 200: consoleTitleResponseSchema } }, preHandler: editorOnly },
    async (request) => {
      const kind = kindOf[request.params.kind];
      const row = await snapshot(app.db, kind, request.params.id);
      if (!row || (row as { deleted_at: Date | null }).deleted_at) {
        throw new AppError('not_found', `${kind} ${request.params.id} does not exist.`);
      }
      const { id } = request.params;
      const details =
        kind === 'movie'
          ? await movieDetails(app.db, id)
          : kind === 'series'
            ? await seriesDetails(app.db, id)
            : {};
      return { data: { ...withIsoTimes(row as ConsoleTitleRow), ...details } };
    },
  );

  app.post(
    `${PREFIX}/movies`,
    { schema: { body: movieInputSchema, response: { 201: createdSchema } }, preHandler: editorOnly },
    async (request, reply) => {
      const id = await audited(request, 'create', { kind: 'movie' }, (trx) =>
        catalogWrites.createMovie(trx, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.patch(
    `${PREFIX}/movies/:id`,
    {
      schema: { params: idParams, body: moviePatchSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'update', { kind: 'movie', id }, (trx) =>
        catalogWrites.updateMovie(trx, id, request.body).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${PREFIX}/series`,
    { schema: { body: seriesInputSchema, response: { 201: createdSchema } }, preHandler: editorOnly },
    async (request, reply) => {
      const id = await audited(request, 'create', { kind: 'series' }, (trx) =>
        catalogWrites.createSeries(trx, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.patch(
    `${PREFIX}/series/:id`,
    {
      schema: { params: idParams, body: seriesPatchSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'update', { kind: 'series', id }, (trx) =>
        catalogWrites.updateSeries(trx, id, request.body).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${PREFIX}/series/:id/seasons`,
    {
      schema: { params: idParams, body: seasonInputSchema, response: { 201: createdSchema } },
      preHandler: editorOnly,
    },
    async (request, reply) => {
      const seriesId = request.params.id;
      const id = await audited(request, 'add_season', { kind: 'series', id: seriesId }, (trx) =>
        catalogWrites.createSeason(trx, seriesId, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.patch(
    `${PREFIX}/seasons/:id`,
    {
      schema: { params: idParams, body: seasonPatchSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'update', { kind: 'season', id }, (trx) =>
        catalogWrites.updateSeason(trx, id, request.body).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    `${PREFIX}/seasons/:id`,
    { schema: { params: idParams, response: { 200: okSchema } }, preHandler: editorOnly },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'delete', { kind: 'season', id }, (trx) =>
        catalogWrites.removeSeason(trx, id).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${PREFIX}/seasons/:id/episodes`,
    {
      schema: { params: idParams, body: episodeInputSchema, response: { 201: createdSchema } },
      preHandler: editorOnly,
    },
    async (request, reply) => {
      const id = await audited(request, 'create', { kind: 'episode' }, (trx) =>
        catalogWrites.createEpisode(trx, request.params.id, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.patch(
    `${PREFIX}/episodes/:id`,
    {
      schema: { params: idParams, body: episodePatchSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'update', { kind: 'episode', id }, (trx) =>
        catalogWrites.updateEpisode(trx, id, request.body).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  for (const verb of ['publish', 'unpublish'] as const) {
    app.post(
      `${PREFIX}/:kind/:id/${verb}`,
      { schema: { params: kindParams, response: { 200: okSchema } }, preHandler: editorOnly },
      async (request) => {
        const kind = kindOf[request.params.kind];
        const { id } = request.params;
        await audited(request, verb, { kind, id }, async (trx) => {
          if (verb === 'publish') await catalogWrites.publish(trx, kind, id, { requireReadyVideo: true });
          else await catalogWrites.unpublish(trx, kind, id);
          return undefined;
        });
        return { data: { ok: true as const } };
      },
    );
  }

  app.delete(
    `${PREFIX}/:kind/:id`,
    { schema: { params: kindParams, response: { 200: okSchema } }, preHandler: editorOnly },
    async (request) => {
      const kind = kindOf[request.params.kind];
      const { id } = request.params;
      await audited(request, 'delete', { kind, id }, (trx) =>
        catalogWrites.remove(trx, kind, id).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.get(
    `${PREFIX}/categories`,
    { schema: { response: { 200: consoleCategoryListResponseSchema } }, preHandler: editorOnly },
    async () => ({
      data: await app.db.selectFrom('vod_categories').selectAll().orderBy('position').orderBy('id').execute(),
    }),
  );

  app.post(
    `${PREFIX}/categories`,
    { schema: { body: vodCategoryInputSchema, response: { 201: createdSchema } }, preHandler: editorOnly },
    async (request, reply) => {
      const id = await audited(request, 'create', { kind: 'category' }, (trx) =>
        catalogWrites.createCategory(trx, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.put(
    `${PREFIX}/categories/order`,
    { schema: { body: categoryOrderSchema, response: { 200: okSchema } }, preHandler: editorOnly },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('unauthorized', 'Please sign in to the console.');
      await editor.inTransaction(async (trx) => {
        const before = await trx.selectFrom('vod_categories').select('id').orderBy('position').execute();
        await catalogWrites.reorderCategories(trx, request.body.ids);
        await recordAudit(trx, {
          staff,
          action: 'category.reorder',
          target_kind: 'category',
          target_id: 'all',
          before: before.map((row) => row.id),
          after: request.body.ids,
        });
      });
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    `${PREFIX}/categories/:id`,
    {
      schema: { params: idParams, body: vodCategoryPatchSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'update', { kind: 'category', id }, (trx) =>
        catalogWrites.updateCategory(trx, id, request.body).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  // A manual carousel's titles in order, with their names, for the console's editor of that order.
  app.get(
    `${PREFIX}/categories/:id/items`,
    { schema: { params: idParams, response: { 200: carouselItemsResponseSchema } }, preHandler: editorOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.db
        .selectFrom('vod_category_items as item')
        .leftJoin('movies', 'movies.id', 'item.movie_id')
        .leftJoin('series', 'series.id', 'item.series_id')
        .select([
          'item.movie_id',
          'item.series_id',
          'movies.title as movie_title',
          'series.title as series_title',
        ])
        .where('item.category_id', '=', request.params.id)
        .orderBy('item.position')
        .execute();
      return {
        data: rows.map((row) =>
          row.movie_id === null
            ? { type: 'series' as const, id: row.series_id ?? 0, title: row.series_title ?? '' }
            : { type: 'movie' as const, id: row.movie_id, title: row.movie_title ?? '' },
        ),
      };
    },
  );

  app.put(
    `${PREFIX}/categories/:id/items`,
    {
      schema: { params: idParams, body: carouselItemsSchema, response: { 200: okSchema } },
      preHandler: editorOnly,
    },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'order_items', { kind: 'category', id }, (trx) =>
        catalogWrites.setCarouselItems(trx, id, request.body.items).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    `${PREFIX}/categories/:id`,
    { schema: { params: idParams, response: { 200: okSchema } }, preHandler: editorOnly },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'delete', { kind: 'category', id }, (trx) =>
        catalogWrites.deleteCategory(trx, id).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  app.get(
    `${PREFIX}/banners`,
    { schema: { response: { 200: consoleBannerListResponseSchema } }, preHandler: editorOnly },
    async () => ({
      data: (await app.db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute()).map(
        withIsoTimes,
      ),
    }),
  );

  app.post(
    `${PREFIX}/banners`,
    { schema: { body: bannerInputSchema, response: { 201: createdSchema } }, preHandler: editorOnly },
    async (request, reply) => {
      const id = await audited(request, 'create', { kind: 'banner' }, (trx) =>
        catalogWrites.createBanner(trx, request.body),
      );
      return reply.code(201).send({ data: { id } });
    },
  );

  app.delete(
    `${PREFIX}/banners/:id`,
    { schema: { params: idParams, response: { 200: okSchema } }, preHandler: editorOnly },
    async (request) => {
      const { id } = request.params;
      await audited(request, 'delete', { kind: 'banner', id }, (trx) =>
        catalogWrites.deleteBanner(trx, id).then(() => undefined),
      );
      return { data: { ok: true as const } };
    },
  );

  // Images arrive as the request body itself (Content-Type image/png, image/jpeg or image/webp).
  await app.register(async (images: FastifyZodInstance) => {
    images.addContentTypeParser(
      [...IMAGE_UPLOAD.types],
      { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD.maxBytes },
      (_request, body, done) => done(null, body),
    );
    images.post(
      `${PREFIX}/images`,
      {
        schema: { querystring: imageQuery, response: { 201: storedImageResponseSchema } },
        onRequest: editorOnly,
        bodyLimit: IMAGE_UPLOAD.maxBytes,
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('unsupported_media_type', 'Send a PNG, JPEG or WebP picture as the body.');
        }
        const stored = await uploads.store(request.body, request.query.kind);
        const staff = request.staff;
        if (staff) {
          await recordAudit(app.db, {
            staff,
            action: 'image.upload',
            target_kind: 'image',
            target_id: stored.id,
            after: { id: stored.id, width: stored.width, height: stored.height },
          });
        }
        return reply.code(201).send({ data: stored });
      },
    );
  });
}
