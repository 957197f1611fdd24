import { okResponseSchema } from '@glotv/contracts/auth';
import { usageLogQuerySchema, usageLogRequestSchema } from '@glotv/contracts/streams';
import { AppError } from '../../errors/app-error.ts';
import { acceptBeaconJson } from '../../lib/beacon-json-body.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { usageLogEntryFor } from './usage-log.service.ts';

/**
 * The usage-log call, `POST /cm/api/logs/?operator_uid=`: a usage log from the signed-in client (after login,
 * per 60 streamed minutes, on leaving a stream, on logout). JSON, or JSON sent as text/plain.
 */
export async function usageLogsRoutes(app: FastifyZodInstance): Promise<void> {
  acceptBeaconJson(app);

  app.post(
    '/cm/api/logs/',
    {
      schema: {
        querystring: usageLogQuerySchema,
        body: usageLogRequestSchema,
        response: { 200: okResponseSchema },
      },
      config: perMinute(120),
      onRequest: app.authenticate,
    },
    async (request) => {
      if (request.query.operator_uid !== app.config.operatorUid) {
        throw new AppError('not_found', `Unknown operator_uid '${request.query.operator_uid}'.`);
      }
      const caller = request.session;
      if (!caller) throw new AppError('unauthorized', 'Please sign in.');
      // Buffered: the player's call never waits for the database (see UsageLogWriter).
      app.usageLogs.add(usageLogEntryFor(request.body, caller, app.config.operatorUid));
      return { status: 'ok' as const };
    },
  );
}
