import { gloVerifySimulatorCredentials } from '@glotv/simulators/glo-verify/glo-verify-credentials';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createGloVerifyAdapter,
  type GloVerifyAdapter,
  type GloVerifyCredentials,
  unconfiguredGloVerifyAdapter,
} from './glo-verify.adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's subscriber check, for the verify route and for features that must tell Glo numbers apart. */
    gloVerify: GloVerifyAdapter;
  }
}

export interface GloVerifyPluginOptions {
  /** The portal's service credentials at the operator; the simulator's until they move into configuration. */
  credentials?: GloVerifyCredentials;
  timeoutMs?: number;
}

export const gloVerifyPlugin = fp<GloVerifyPluginOptions>(
  async (app: FastifyInstance, options) => {
    const baseUrl = app.config.adapters.gloVerifyUrl;
    if (!baseUrl) app.log.warn('GLO_VERIFY_URL is not set: Glo subscriber verification will answer 503');
    const adapter = baseUrl
      ? createGloVerifyAdapter({
          baseUrl,
          credentials: options.credentials ?? gloVerifySimulatorCredentials,
          timeoutMs: options.timeoutMs,
        })
      : unconfiguredGloVerifyAdapter;
    app.decorate('gloVerify', adapter);
  },
  { name: 'glo-verify', dependencies: ['config'] },
);
