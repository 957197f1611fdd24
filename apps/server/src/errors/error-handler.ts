import type { ErrorBody, ErrorCode } from '@glotv/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRedisUnreachable } from '../plugins/redis.ts';
import { AppError, statusForCode } from './app-error.ts';

type Issue = { path: string; message: string };

/** One place turns every failure into `{error: {code, message}}`; 5xx details go to the log only. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return send(reply, error.code, error.message, undefined, error.headers);
      }
      if (error.validation) {
        const issues: Issue[] = error.validation.map((item) => ({
          path: `${error.validationContext ?? ''}${item.instancePath.replaceAll('/', '.')}`,
          message: item.message ?? 'is invalid',
        }));
        const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
        return send(reply, 'validation_failed', message, issues);
      }
      const code = codeForFrameworkError(error);
      if (code) return send(reply, code, error.message);
      if (request.server.redis && isRedisUnreachable(error)) {
        request.log.warn({ err: error }, 'redis unreachable: request refused');
        const message = 'The service is unavailable for a moment. Please try again.';
        return send(reply, 'not_ready', message, undefined, { 'retry-after': '5' });
      }

      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 'internal', 'Something went wrong. Please try again.');
    });

    app.setNotFoundHandler((request, reply) => {
      send(reply, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
    });
  },
  { name: 'error-handler' },
);

/**
 * Errors the router raises before any hook or handler runs (a malformed percent-encoding, an over-long path
 * parameter): Fastify's `frameworkErrors` option, answered in the same shape as every other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, codeForFrameworkError(error) ?? 'bad_request', error.message);
}

function codeForFrameworkError(error: FastifyError): ErrorCode | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status >= 400 && status < 500) return 'bad_request';
  return undefined;
}

function send(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  issues?: Issue[],
  headers: Record<string, string> = {},
): FastifyReply {
  const body: ErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } };
  return reply.code(statusForCode(code)).headers(headers).type('application/json').send(body);
}
