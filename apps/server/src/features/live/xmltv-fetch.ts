import { LIVE_EDITING_LIMITS } from '@glotv/contracts/live-console';
import { AppError } from '../../errors/app-error.ts';

export interface XmltvFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * The body of a guide published at `url` (http or https only), as a stream of chunks: refused when the server
 * does not answer 200 within the time limit, or says (or turns out) to send more than the size limit. The
 * whole download, body included, must finish within the time limit.
 */
export async function* fetchXmltv(url: string, options: XmltvFetchOptions = {}): AsyncGenerator<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? LIVE_EDITING_LIMITS.xmltvFetchMs;
  const maxBytes = options.maxBytes ?? LIVE_EDITING_LIMITS.xmltvBytes;
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new AppError('bad_request', 'Only http(s) guides.');
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/xml, */*' } });
  } catch (error) {
    throw unreachable(error, timeoutMs);
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new AppError('bad_request', `The guide's address answered ${response.status}.`);
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw tooLarge(maxBytes);
  }
  let read = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        throw unreachable(error, timeoutMs);
      }
      if (next.done) return;
      read += next.value.byteLength;
      if (read > maxBytes) throw tooLarge(maxBytes);
      yield next.value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('payload_too_large', `The guide is larger than ${Math.round(maxBytes / 1048576)} MB.`);
}

function unreachable(error: unknown, timeoutMs: number): AppError {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError'
    ? new AppError('bad_request', `The guide's address did not answer within ${timeoutMs / 1000} s.`)
    : new AppError('bad_request', "The guide's address could not be reached.");
}
