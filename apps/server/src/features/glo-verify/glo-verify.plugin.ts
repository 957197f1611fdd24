import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LoggedTo, loggedCallsTo } from '../../lib/logged-calls.ts';
import {
  createGloVerifyAdapter,
  type GloVerifyAdapter,
  unconfiguredGloVerifyAdapter,
} from './glo-verify.adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The operator's subscriber check, for the verify route and for features that must tell Glo numbers apart,
     * its calls logged to the logger given (`app.gloVerify(request.log)`).
     */
    gloVerify: LoggedTo<GloVerifyAdapter>;
  }
}

export interface GloVerifyPluginOptions {
  timeoutMs?: number;
}

export const gloVerifyPlugin = fp<GloVerifyPluginOptions>(
  async (app: FastifyInstance, options) => {
    const baseUrl = app.config.adapters.gloVerifyUrl;
    const credentials = app.config.gloVerify;
    if (!baseUrl) app.log.warn('GLO_VERIFY_URL is not set: Glo subscriber verification will answer 503');
    const adapter =
      baseUrl && credentials
        ? createGloVerifyAdapter({ baseUrl, credentials, timeoutMs: options.timeoutMs })
        : unconfiguredGloVerifyAdapter;
    app.decorate('gloVerify', loggedCallsTo(adapter, 'glo-verify'));
  },
  { name: 'glo-verify', dependencies: ['config'] },
);
