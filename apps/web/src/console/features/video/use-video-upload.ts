import { useCallback, useEffect, useRef, useState } from 'react';
import { type DetailedError, Upload } from 'tus-js-client';
import { consoleApi } from '../../lib/console-api.ts';
import { TransferSpeed } from './transfer-speed.ts';
import { CONSOLE_UPLOADS_PATH, uploadIdOf } from './upload-rules.ts';

/** Bytes per PATCH: a dropped connection costs at most this much again. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits before each retry after a failed request (ms); then the upload stops and shows the error. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'retrying' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName: string | null;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes per second, null until measured. */
  speed: number | null;
  /** True when an earlier upload of the same file (a closed tab) was found and goes on from its offset. */
  resumed: boolean;
  /** The HTTP status of the last failure (415: not a video, 413: too large), or null for a network error. */
  failureStatus: number | null;
  uploadId: string | null;
}

const idle: UploadState = {
  phase: 'idle',
  fileName: null,
  bytesSent: 0,
  bytesTotal: 0,
  speed: null,
  resumed: false,
  failureStatus: null,
  uploadId: null,
};

function statusOf(error: Error): number | null {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus();
  return status ? status : null;
}

/**
 * A resumable tus upload of one source video: pause and resume, retries after a dropped connection, and, when
 * the tab was closed, a new upload of the same file picks up at the offset the server holds (tus keeps the
 * upload URL, and nothing else, in localStorage under a fingerprint of the file). `onUploaded` gets the
 * finished upload's id.
 */
export function useVideoUpload(onUploaded: (uploadId: string) => void) {
  const [state, setState] = useState<UploadState>(idle);
  const upload = useRef<Upload | null>(null);
  const speed = useRef(new TransferSpeed());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    await upload.current?.abort();
    speed.current.reset();
    setState({ ...idle, phase: 'uploading', fileName: file.name, bytesTotal: file.size });
    const current: Upload = new Upload(file, {
      endpoint: CONSOLE_UPLOADS_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (bytesSent, bytesTotal) => {
        const perSecond = speed.current.note(bytesSent, performance.now());
        setState((now) => ({
          ...now,
          phase: now.phase === 'paused' ? 'paused' : 'uploading',
          bytesSent,
          bytesTotal,
          speed: perSecond ?? now.speed,
        }));
      },
      onShouldRetry: (error) => {
        const status = statusOf(error);
        // An expired access token: refresh the session (cookies) and try again after the next delay.
        if (status === 401) void consoleApi.post('/session/refresh').catch(() => undefined);
        const retry = status === null || status === 401 || status === 409 || status === 423 || status >= 500;
        if (retry) setState((now) => ({ ...now, phase: 'retrying', speed: null }));
        return retry;
      },
      onError: (error) => {
        setState((now) => ({ ...now, phase: 'failed', speed: null, failureStatus: statusOf(error) }));
      },
      onSuccess: () => {
        const uploadId = uploadIdOf(current.url ?? '');
        setState((now) => ({ ...now, phase: 'done', bytesSent: now.bytesTotal, speed: null, uploadId }));
        uploaded.current(uploadId);
      },
    });
    upload.current = current;
    const previous = await current.findPreviousUploads();
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) {
      current.resumeFromPreviousUpload(latest);
      setState((now) => ({ ...now, resumed: true }));
    }
    current.start();
  }, []);

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((now) => ({ ...now, phase: 'paused', speed: null }));
  }, []);

  const resume = useCallback(() => {
    speed.current.reset();
    setState((now) => ({ ...now, phase: 'uploading', failureStatus: null }));
    upload.current?.start();
  }, []);

  const reset = useCallback(() => {
    void upload.current?.abort();
    upload.current = null;
    setState(idle);
  }, []);

  return { state, start, pause, resume, reset };
}
