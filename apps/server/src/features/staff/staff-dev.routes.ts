import { emailSchema } from '@glotv/contracts/auth';
import { z } from 'zod';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { commandLineStaff } from './staff-commands.ts';

/**
 * Development and tests only (registered by plugins/development-routes.ts, answered to this machine only):
 * `npm run console -- add-admin` for a running server whose embedded database the command cannot open.
 */
export async function devStaffRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/dev/console/add-admin',
    {
      schema: {
        body: z.object({ email: emailSchema }).strict(),
        response: { 200: z.object({ data: z.object({ setup_url: z.string() }) }) },
      },
    },
    async (request) => {
      const link = await commandLineStaff(app.db, app.config).addAdmin(request.body.email);
      return { data: { setup_url: link.setupUrl } };
    },
  );
}
