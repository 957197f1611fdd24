import {
  consolePackageResponseSchema,
  consolePackagesResponseSchema,
  packageCreateSchema,
  packageEditSchema,
  packageEnabledSchema,
  packageIdParamsSchema,
} from '@glotv/contracts/packages';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { CONSOLE_API_PREFIX, requireStaff } from '../staff/public.ts';

const base = `${CONSOLE_API_PREFIX}/packages`;
/** Packages are the editors' (issue 15): every other role is refused, reads included. */
const editorOnly = requireStaff('editor');

/**
 * The console's packages: list, create, edit, enable and disable. Each write goes through the packages
 * service, which commits it with its audit entry and then clears the catalog caches on every instance.
 */
export async function consolePackagesRoutes(app: FastifyZodInstance): Promise<void> {
  // Staff-only answers are never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get(
    base,
    { schema: { response: { 200: consolePackagesResponseSchema } }, preHandler: editorOnly },
    async () => ({ data: await app.packages.list() }),
  );

  app.get(
    `${base}/:packageId`,
    {
      schema: { params: packageIdParamsSchema, response: { 200: consolePackageResponseSchema } },
      preHandler: editorOnly,
    },
    async (request) => ({ data: await app.packages.get(request.params.packageId) }),
  );

  app.post(
    base,
    {
      schema: { body: packageCreateSchema, response: { 201: consolePackageResponseSchema } },
      preHandler: editorOnly,
    },
    async (request, reply) => {
      const { after } = await app.packages.create(request.body, request.staff!);
      reply.code(201);
      return { data: after };
    },
  );

  app.patch(
    `${base}/:packageId`,
    {
      schema: {
        params: packageIdParamsSchema,
        body: packageEditSchema,
        response: { 200: consolePackageResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => ({
      data: (await app.packages.edit(request.params.packageId, request.body, request.staff!)).after,
    }),
  );

  app.put(
    `${base}/:packageId/enabled`,
    {
      schema: {
        params: packageIdParamsSchema,
        body: packageEnabledSchema,
        response: { 200: consolePackageResponseSchema },
      },
      preHandler: editorOnly,
    },
    async (request) => ({
      data: (await app.packages.setEnabled(request.params.packageId, request.body.enabled, request.staff!))
        .after,
    }),
  );
}
