import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type StreamSigner, StreamsService } from './streams.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed stream addresses for what the caller may watch. */
    streams: StreamsService;
  }
}

export interface StreamsPluginOptions {
  /** Decides which purchases are active; tests move it to see packages expire. */
  clock?: () => Date;
}

export const streamsPlugin = fp<StreamsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const countedSigner: StreamSigner = {
      async streamAddressFor(owner, addressOptions) {
        const address = await app.media.streamAddressFor(owner, addressOptions);
        if (address) app.metrics.streamAddressesIssued.inc({ kind: owner.kind });
        return address;
      },
    };
    app.decorate('streams', new StreamsService(app.db, countedSigner, app.preferences, options.clock));
  },
  { name: 'streams', dependencies: ['db', 'media', 'preferences', 'metrics'] },
);
