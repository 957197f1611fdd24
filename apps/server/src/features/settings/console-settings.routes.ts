import { settingsChangeSchema, settingsResponseSchema } from '@glotv/contracts/console-settings';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { CONSOLE_API_PREFIX, requireStaff } from '../staff/public.ts';

const base = `${CONSOLE_API_PREFIX}/settings`;
/** Settings are the admins' (staff, settings, audit log): every other role is refused, reads included. */
const adminOnly = requireStaff('admin');

/** The operator's settings: read them all, change some; each change is audited and obeyed everywhere at once. */
export async function consoleSettingsRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    base,
    { schema: { response: { 200: settingsResponseSchema } }, preHandler: adminOnly },
    async () => ({ data: await app.settings.read() }),
  );

  app.put(
    base,
    {
      schema: { body: settingsChangeSchema, response: { 200: settingsResponseSchema } },
      preHandler: adminOnly,
    },
    async (request) => ({ data: await app.settings.change(request.body, request.staff!) }),
  );
}
