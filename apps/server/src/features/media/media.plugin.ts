import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { scheduleDemoMedia } from './demo-media.job.ts';
import { MediaService } from './media.service.ts';
import { countEncodesByStatus } from './media-encodes.repository.ts';
import { mediaFilesRoutes } from './media-files.routes.ts';
import { mediaDirOf } from './media-paths.ts';

// The media feature's public face for the other features (the stream endpoints); `app.media` comes first.
export type { StreamAddress, StreamAddressOptions } from './media.service.ts';
export { findAssetFor, type MediaOwner } from './media-links.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed stream addresses of the titles' media. */
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  /** Overrides DEMO_MEDIA: 'auto' makes the demo catalog's media in the background after listening. */
  demoMedia?: 'auto' | 'off';
  /** Decides when stream addresses expire; tests move it. */
  clock?: () => Date;
}

/** Decorates `app.media` and, outside production with DEMO_MEDIA=auto, prepares the demo media once listening. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('media', new MediaService(app.db, app.config.mediaSigningSecret, options.clock));
    // The app always has its metrics; a test of this plugin alone may not.
    if ((app as { metrics?: unknown }).metrics) {
      app.metrics.readAtScrape({
        encodeJobs: () => countEncodesByStatus(app.db, new Date(Date.now() - 24 * 60 * 60_000)),
      });
    }
    // The demo media links generated clips to every title without media: never on a production catalog.
    if (app.config.env !== 'production' && (options.demoMedia ?? app.config.demoMedia) === 'auto') {
      scheduleDemoMedia(app, mediaDirOf(app.config.dataDir));
    }
  },
  { name: 'media', dependencies: ['config', 'db'] },
);

/** `GET /media/s/…`: the signed asset files, served by Node where no nginx stands in front. */
export async function mediaRoutes(app: FastifyZodInstance): Promise<void> {
  await app.register(mediaFilesRoutes, { mediaDir: mediaDirOf(app.config.dataDir) });
}
