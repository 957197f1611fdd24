import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Av1LadderStage } from './av1-ladder.stage.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { mediaDirOf } from './media-paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AV1 stage of every ingest; null with AV1_LADDER=off (assets then play in H.264 alone). */
    av1Ladder: Av1LadderStage | null;
  }
}

/** `app.av1Ladder`: its job queue is defined here, so it must come after the jobs plugin. */
export const av1LadderPlugin = fp(
  async (app: FastifyInstance) => {
    const stage =
      app.config.av1Ladder === 'on'
        ? new Av1LadderStage({
            db: app.db,
            jobs: app.jobs,
            mediaDir: mediaDirOf(app.config.dataDir),
            tools: locateFfmpeg,
            log: app.log,
          })
        : null;
    app.decorate('av1Ladder', stage);
  },
  { name: 'av1-ladder', dependencies: ['config', 'db', 'jobs'] },
);
