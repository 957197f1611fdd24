/**
 * # Live TV
 *
 * A channel's source is a schedule (linear playout: live playlists built by wall clock from the assets its
 * EPG schedules, see live-timeline.ts) or an upstream live HLS feed it relays (relay-playlist.ts; segments
 * stay on the upstream CDN, playlists are rewritten and re-signed). The EPG endpoint reads the same schedule,
 * which an hourly job keeps 36 hours ahead (schedule-extension.ts). Editors make channels (catalog's
 * channels.editor.ts), lay out a schedule a day at a time (schedule-editor.service.ts) or import an XMLTV guide
 * (xmltv-import.service.ts).
 *
 * Start-over and catch-up (schedule channels only): a programme's own address (live-stream.service.ts) signs
 * its window into the live grant, and the same playlist routes answer it with that programme from its first
 * slot (live-playlist.ts): growing while it airs, complete once it has ended. A relayed channel stores nothing
 * to play back, so it offers neither: the guide says so and the address call refuses it. The plain live
 * playlist does no more work than before: the window is read from the signed address, never the database.
 *
 * Imports from media (signing, renditions, ladder) are deliberate: live playlists point at media's signed
 * segment addresses, so both must agree on one scheme. The channel address call takes the device's stream
 * lease through stream-leases' public module, as the VOD address calls do.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { ChannelEditor } from '../catalog/channels.editor.ts';
import { mediaDirOf } from '../media/media-paths.ts';
import { ChannelFillers } from './channel-filler.service.ts';
import { epgRoutes } from './epg.routes.ts';
import { EpgService } from './epg.service.ts';
import { liveConsoleRoutes } from './live-console.routes.ts';
import { livePlaylistsRoutes } from './live-playlists.routes.ts';
import { LivePlaylistsService } from './live-playlists.service.ts';
import { liveStreamRoutes } from './live-stream.routes.ts';
import { LiveStreamService } from './live-stream.service.ts';
import { RelayFetcher } from './relay-playlist.ts';
import { ScheduleEditor } from './schedule-editor.service.ts';
import { scheduleExtension } from './schedule-extension.ts';
import { XmltvImporter } from './xmltv-import.service.ts';

export interface Live {
  playlists: LivePlaylistsService;
  streams: LiveStreamService;
  epg: EpgService;
  /** Editing: channels and categories (the catalog caches are invalidated after each write), schedules, guides. */
  channelEditor: ChannelEditor;
  scheduleEditor: ScheduleEditor;
  /** A schedule channel's filler asset. */
  fillers: ChannelFillers;
  xmltv: XmltvImporter;
  /** The clock every live decision reads. */
  clock: () => Date;
  /** Extends the schedules now (the hourly job's run). */
  extendSchedules(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

export interface LivePluginOptions {
  clock?: () => Date;
  /** Keep the EPG ahead of the clock at start and hourly (default true). */
  extendSchedules?: boolean;
}

export const livePlugin = fp<LivePluginOptions>(
  async (app: FastifyInstance, options) => {
    const clock = options.clock ?? (() => new Date());
    const secret = app.config.mediaSigningSecret;
    const playlists = new LivePlaylistsService({
      db: app.db,
      mediaDir: mediaDirOf(app.config.dataDir),
      signingSecret: secret,
      relay: new RelayFetcher(),
      clock,
    });
    const catalogChanged = () => app.catalogCache.invalidate();
    const extension = scheduleExtension(app.db, app.log, clock, catalogChanged);
    app.decorate('live', {
      playlists,
      streams: new LiveStreamService(app.db, secret, clock, app.catalogCache),
      epg: new EpgService(app.db, clock),
      channelEditor: new ChannelEditor(app.db, catalogChanged),
      scheduleEditor: new ScheduleEditor(app.db, catalogChanged),
      fillers: new ChannelFillers(app.db),
      xmltv: new XmltvImporter(app.db, catalogChanged),
      clock,
      extendSchedules: extension.run,
    });
    if (options.extendSchedules !== false) app.addHook('onReady', extension.run);
    app.addHook('onClose', async () => extension.stop());
  },
  { name: 'live', dependencies: ['config', 'db', 'media', 'catalog'] },
);

/** The live address call, the signed live playlists, the EPG grid and the editors' console routes. */
export async function liveRoutes(app: FastifyZodInstance): Promise<void> {
  await app.register(liveStreamRoutes);
  await app.register(epgRoutes);
  await app.register(livePlaylistsRoutes);
  await app.register(liveConsoleRoutes);
}
