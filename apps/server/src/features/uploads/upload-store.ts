import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { EncodeSources } from '../media/media-encodes.service.ts';

/** tus upload ids as the file store names them: 16 random bytes in hex. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Uploads are written under `${dataDir}/uploads` and nowhere else: the file name is the upload's id. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The tus file store: each upload is `<id>` (the bytes, appended in place, so after a crash the file's size
 * is the offset a client resumes from) and `<id>.json` (its length and metadata).
 */
export function createUploadStore(dataDir: string): FileStore {
  const directory = uploadsDirOf(dataDir);
  fs.mkdirSync(directory, { recursive: true });
  return new UploadFileStore({ directory });
}

/**
 * The directory is made synchronously above. FileStore's constructor also starts an asynchronous mkdir whose
 * callback throws: an app closed and its DATA_DIR removed before it runs would crash the process.
 */
class UploadFileStore extends FileStore {}
Object.defineProperty(UploadFileStore.prototype, 'checkOrCreateDirectory', { value: () => {} });

/** The encodes' view of the store: where an upload's bytes are, and removing them once encoded. */
export function encodeSourcesOf(store: FileStore): EncodeSources {
  return {
    fileOf(uploadId) {
      if (!UPLOAD_ID.test(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
      return path.join(store.directory, uploadId);
    },
    async remove(uploadId) {
      if (!UPLOAD_ID.test(uploadId)) return;
      await store.remove(uploadId).catch(() => undefined);
      fs.rmSync(path.join(store.directory, uploadId), { force: true });
      fs.rmSync(path.join(store.directory, `${uploadId}.json`), { force: true });
    },
  };
}
