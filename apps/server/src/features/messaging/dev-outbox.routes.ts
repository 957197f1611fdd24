import { outboxQuerySchema, outboxResponseSchema } from '@glotv/contracts/outbox';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { outboxRecipient } from './outbox-recipient.ts';

const outboxLimit = 50;

/**
 * `GET /dev/outbox?to=` lists what was sent to one recipient, newest first, so that tests and a person trying
 * the portal locally can read an OTP. Texts hold OTPs: registered only through the development routes
 * (plugins/development-routes.ts), which production does not have and which answer the machine itself only.
 */
export async function devOutboxRoutes(app: FastifyZodInstance): Promise<void> {
  const messages = createMessagesRepository(app.db);

  app.get(
    '/dev/outbox',
    { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request, reply) => {
      const rows = await messages.listSentWithText({
        ...outboxRecipient(request.query.to),
        limit: outboxLimit,
      });
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map((row) => ({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );
}
