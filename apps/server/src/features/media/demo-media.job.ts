import type { FastifyInstance } from 'fastify';
import { removeAbandonedEncodes } from './abandoned-encodes.ts';
import { prepareDemoMedia } from './demo-media.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';

/**
 * Runs the demo media in the background once the server listens, so the portal is usable at once; titles
 * play as soon as the run links them. Closing the app stops ffmpeg, and the next start resumes the run.
 */
export function scheduleDemoMedia(app: FastifyInstance, mediaDir: string): void {
  const controller = new AbortController();
  let running: Promise<void> | undefined;

  const run = async () => {
    const abandoned = removeAbandonedEncodes(mediaDir);
    if (abandoned.length > 0) app.log.info({ abandoned }, 'demo media: removed encodes a dead process left');
    const tools = locateFfmpeg();
    const startedAt = Date.now();
    const reported = new Map<string, number>();
    const result = await prepareDemoMedia({
      db: app.db,
      mediaDir,
      tools,
      signal: controller.signal,
      background: true,
      av1Stage: app.av1Ladder ?? undefined,
      onClipStart: (clip) => app.log.info({ clip: clip.name }, 'demo media: encoding clip'),
      onClipProgress: (clip, fraction) => {
        const quarter = Math.floor(fraction * 4);
        if (quarter <= (reported.get(clip.name) ?? 0)) return;
        reported.set(clip.name, quarter);
        app.log.info({ clip: clip.name, percent: quarter * 25 }, 'demo media: encoding');
      },
      onClipDone: (clip, done) =>
        app.log.info(
          { clip: clip.name, assetId: done.assetId, reused: done.reused },
          'demo media: clip ready',
        ),
    });
    if (result.linked === 0) return;
    const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
    app.log.info({ titles: result.linked, seconds }, 'demo media ready');
  };

  app.addHook('onListen', async () => {
    running = run().catch((error: unknown) => {
      if (controller.signal.aborted) app.log.info('demo media stopped; it resumes on the next start');
      else app.log.error({ err: error }, 'demo media failed; it is tried again on the next start');
    });
  });
  // preClose runs before the database closes, so a run in flight ends cleanly first.
  app.addHook('preClose', async () => {
    controller.abort();
    await running;
  });
}
