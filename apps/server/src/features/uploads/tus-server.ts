import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { CONSOLE_UPLOADS_PATH, uploadVideoExtensions } from '@glotv/contracts/console-media';
import type { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FfmpegTools } from '../media/ffmpeg-locator.ts';
import type { EncodeRow } from '../media/media-encodes.repository.ts';
import type { Audit, MediaEncodeService } from '../media/media-encodes.service.ts';
import { probeSource, UnusableSourceError } from '../media/probe-source.ts';
import { type AuditActor, recordAudit } from '../staff/public.ts';
import { encodeSourcesOf, UPLOAD_ID } from './upload-store.ts';

/** The audit entry of a finished upload: its encode, created in the same transaction. */
export function auditUpload(actor: AuditActor): Audit<EncodeRow> {
  return (trx, row) =>
    recordAudit(trx, {
      staff: actor,
      action: 'media.upload',
      target_kind: 'media_encode',
      target_id: row.id,
      after: { uploadId: row.upload_id, fileName: row.file_name, sizeBytes: Number(row.size_bytes) },
    });
}

/** ffprobe's names of the containers a source may come in (its `format_name` lists aliases joined by commas). */
const VIDEO_CONTAINERS = ['mov', 'mp4', 'matroska', 'webm', 'avi', 'mpegts', 'mpeg', 'mxf'];

/** Declared types a video file may carry: browsers name .mkv, .ts or .mxf in many ways, or not at all. */
function declaredTypeAllowed(type: string | null | undefined): boolean {
  if (!type) return true;
  return type.startsWith('video/') || type === 'application/mxf' || type === 'application/octet-stream';
}

export interface UploadServerOptions {
  store: FileStore;
  encodes: MediaEncodeService;
  tools: () => FfmpegTools;
  maxBytes: number;
  /** The portal's own origin: the only one whose pages may read the answers. */
  allowedOrigin: string;
  /** Who sent the request, as the routes noted it before handing it to tus. */
  actorOf: (request: IncomingMessage) => AuditActor | undefined;
}

function refuse(status: number, body: string): { status_code: number; body: string } {
  return { status_code: status, body };
}

/**
 * The tus 1.0 server (creation, termination, expiration) for source videos. Creation needs the length (no
 * deferred length), at most `maxBytes`, and a file name with a video container's extension; when the last
 * byte arrives ffprobe must find a motion picture in a video container, or the upload is deleted and refused
 * with 415. An accepted upload's encode is queued at once and named in the `Upload-Encode-Id` header.
 */
export function createUploadServer(options: UploadServerOptions): Server {
  const { store, encodes } = options;
  const sources = encodeSourcesOf(store);
  return new Server({
    path: CONSOLE_UPLOADS_PATH,
    datastore: store,
    maxSize: options.maxBytes,
    relativeLocation: true,
    allowedOrigins: [options.allowedOrigin],
    exposedHeaders: ['Upload-Encode-Id'],
    disableTerminationForFinishedUploads: true,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined,
    onUploadCreate: async (_request, upload) => {
      if (upload.sizeIsDeferred) throw refuse(400, 'Upload-Length is required\n');
      const fileName = upload.metadata?.filename ?? '';
      const extension = path.extname(fileName).slice(1).toLowerCase();
      if (!fileName || fileName.length > 255 || !uploadVideoExtensions.includes(extension)) {
        throw refuse(415, `Only video files are accepted (${uploadVideoExtensions.join(', ')})\n`);
      }
      if (!declaredTypeAllowed(upload.metadata?.filetype)) {
        throw refuse(415, 'Only video files are accepted\n');
      }
      return {};
    },
    onUploadFinish: async (request, upload) => {
      const file = sources.fileOf(upload.id);
      try {
        const facts = await probeSource(options.tools().ffprobe, file);
        const containers = facts.container.split(',');
        if (!containers.some((name) => VIDEO_CONTAINERS.includes(name))) {
          throw new UnusableSourceError(path.basename(file), `${facts.container} is not a video container`);
        }
      } catch (error) {
        await sources.remove(upload.id);
        if (error instanceof UnusableSourceError)
          throw refuse(415, 'This file is not a video we can encode\n');
        throw error;
      }
      const node = (request as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node;
      const actor = node ? options.actorOf(node.req) : undefined;
      const encode = await encodes.createForUpload(
        {
          uploadId: upload.id,
          fileName: upload.metadata?.filename ?? upload.id,
          sizeBytes: upload.size ?? upload.offset,
          createdBy: actor?.id ?? null,
        },
        actor && auditUpload(actor),
      );
      return { headers: { 'Upload-Encode-Id': encode.id } };
    },
  });
}
