import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** A text/plain body must still be JSON: `navigator.sendBeacon(url, string)` sends text/plain. */
function parseJsonText(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  try {
    done(null, JSON.parse(body.toString()));
  } catch {
    done(new AppError('bad_request', 'The body must be JSON.'));
  }
}

/**
 * Reads text/plain bodies as JSON within the calling plugin's scope, for routes a page reaches by
 * `sendBeacon` as it closes; elsewhere text/plain stays a plain string.
 */
export function acceptBeaconJson(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJsonText);
}
