import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into an OpenAPI document; register before the routes. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'GLO-TV web API',
          version: '1',
          description: 'Login backend, content manager and content API of the GLO-TV portal.',
        },
      },
      transform: jsonSchemaTransform,
      hideUntagged: false,
    });
  },
  { name: 'api-docs' },
);
