import type { IncomingMessage } from 'node:http';
import type { FileStore } from '@tus/file-store';
import type { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FfmpegTools, locateFfmpeg } from '../media/ffmpeg-locator.ts';
import { MediaEncodeService } from '../media/media-encodes.service.ts';
import { mediaDirOf } from '../media/media-paths.ts';
import type { AuditActor, AuthenticatedStaff } from '../staff/public.ts';
import { createUploadServer } from './tus-server.ts';
import { createUploadStore, encodeSourcesOf } from './upload-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's tus uploads of source videos. */
    uploads: { store: FileStore; server: TusServer };
    /** The encodes of uploaded sources, run as durable jobs. */
    mediaEncodes: MediaEncodeService;
  }
}

/** Who made a request, as the console's guard found out, for the audit log and the encode's record. */
const actors = new WeakMap<IncomingMessage, AuditActor>();

/** Notes the member of staff the guard let through, for tus's callbacks (which see only the raw request). */
export function noteActor(request: FastifyRequest): void {
  if (request.staff) actors.set(request.raw, actorOf(request.staff));
}

export function actorOf(staff: AuthenticatedStaff): AuditActor {
  return { id: staff.id, email: staff.email, role: staff.role };
}

/**
 * Video from the browser: the tus upload store under DATA_DIR, and the encode service whose jobs turn each
 * finished upload into a ready asset. Needs the jobs plugin.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    // Made on first use: the file store creates its folder in the background when constructed.
    let store: FileStore | undefined;
    let server: TusServer | undefined;
    const storeOnce = () => {
      store ??= createUploadStore(config.dataDir);
      return store;
    };
    let tools: FfmpegTools | undefined;
    const toolsOnce = () => {
      tools ??= locateFfmpeg();
      return tools;
    };
    const encodes = new MediaEncodeService({
      db: app.db,
      jobs: app.jobs,
      mediaDir: mediaDirOf(config.dataDir),
      tools: toolsOnce,
      av1Stage: app.av1Ladder ?? undefined,
      sources: {
        fileOf: (uploadId) => encodeSourcesOf(storeOnce()).fileOf(uploadId),
        remove: (uploadId) => encodeSourcesOf(storeOnce()).remove(uploadId),
      },
      log: app.log,
    });
    const serverOnce = () => {
      server ??= createUploadServer({
        store: storeOnce(),
        encodes,
        tools: toolsOnce,
        maxBytes: config.uploadMaxBytes,
        allowedOrigin: new URL(config.publicBaseUrl).origin,
        actorOf: (request) => actors.get(request),
      });
      return server;
    };
    app.decorate('uploads', {
      get store() {
        return storeOnce();
      },
      get server() {
        return serverOnce();
      },
    });
    app.decorate('mediaEncodes', encodes);
  },
  { name: 'uploads', dependencies: ['config', 'db', 'jobs'] },
);
