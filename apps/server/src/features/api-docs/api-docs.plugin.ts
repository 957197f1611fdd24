import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import { CONSOLE_UPLOADS_PATH } from '@glotv/contracts/console-media';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { consoleTagOf, consoleTags } from './console-tags.ts';
import { finishDocument, type OpenApiDocument } from './finish-document.ts';

/** The tus protocol's routes take and answer no JSON: they are described in words. */
const TUS_DESCRIPTION =
  'tus 1.0 resumable upload (https://tus.io/protocols/resumable-upload): POST creates an upload ' +
  '(Upload-Length, Upload-Metadata with filename), HEAD reports its Upload-Offset, PATCH appends bytes ' +
  '(Content-Type: application/offset+octet-stream), DELETE abandons it. Then POST /api/console/v1/media/encodes.';

/** Zod schemas to JSON Schema, and each console route tagged with its feature. */
const transform: SwaggerTransform<FastifySchema & { hide?: boolean }> = (input) => {
  const transformed = jsonSchemaTransform(input);
  const tag = consoleTagOf(input.url);
  if (!tag) return transformed;
  // A route declared without a schema (the tus ones) comes back without one, whatever the types say.
  const base: FastifySchema | undefined = transformed.schema;
  const schema = { ...base, tags: base?.tags ?? [tag] };
  if (input.url.startsWith(CONSOLE_UPLOADS_PATH)) {
    Object.assign(schema, { summary: 'tus upload of a video file', description: TUS_DESCRIPTION });
  }
  return { ...transformed, schema };
};

/** Collects every route's zod schemas into an OpenAPI document; register before the routes. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'GLO-TV web API',
          version: '1',
          description:
            "Login backend, content manager and content API of the GLO-TV portal, and the operator's console.",
        },
        tags: consoleTags.map((tag) => ({ ...tag })),
      },
      transform,
      transformObject: (documentObject) =>
        finishDocument((documentObject as { openapiObject: OpenApiDocument }).openapiObject) as never,
      hideUntagged: false,
    });
  },
  { name: 'api-docs' },
);
