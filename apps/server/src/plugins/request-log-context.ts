import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

interface RequestLogContext {
  reqId: string;
  log: FastifyBaseLogger;
}

const current = new AsyncLocalStorage<RequestLogContext>();
/** The request's async context, to enter again after the body is read (its stream events come from elsewhere). */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Runs each request in an async context that knows its id, so that a line logged during the request through
 * the app's logger (a service or adapter given `app.log`) carries the request's `reqId` as `request.log` does.
 */
export const requestLogContextPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      current.run({ reqId: request.id, log: request.log }, () => {
        scopes.set(request, new AsyncResource('glotv-request'));
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done);
      else done();
    });
  },
  { name: 'request-log-context' },
);

/** pino's `mixin`: adds the running request's id to a line whose logger does not carry one already. */
function requestIdMixin(
  _merge: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
): Record<string, string> {
  const context = current.getStore();
  if (!context || logger === context.log) return {};
  return logger?.bindings?.().reqId === undefined ? { reqId: context.reqId } : {};
}

/** The logger options with the request id mixed in; no logger stays no logger. */
export function withRequestIds(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), mixin: requestIdMixin };
}
