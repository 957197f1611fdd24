import type { ErrorCode } from '@glotv/contracts/errors';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { CONSOLE_API_PREFIX } from './constants.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A file sent as it is (e.g. an XMLTV guide), with its own content type, instead of JSON. */
class RawBody {
  constructor(
    readonly blob: Blob,
    readonly type: string,
  ) {}
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body instanceof RawBody) headers['Content-Type'] = body.type;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${CONSOLE_API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : body instanceof RawBody ? body.blob : JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError('The request could not reach the server', { cause });
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    // Not the contract's JSON (a proxy's page): the status decides.
  }
  if (response.ok) return payload as T;
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  throw new ApiError(
    response.status,
    typeof error?.code === 'string' ? (error.code as ErrorCode) : undefined,
    typeof error?.message === 'string' ? error.message : response.statusText,
    Number.isNaN(retryAfter) ? undefined : retryAfter,
  );
}

/** One refresh at a time: parallel requests that all met a 401 wait for the same rotation. */
let refreshing: Promise<boolean> | null = null;
function refreshOnce(): Promise<boolean> {
  refreshing ??= send('POST', '/session/refresh', undefined)
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The console's JSON calls under /api/console/v1. The session rides on httpOnly cookies the page never sees;
 * an expired access token (401) is refreshed once and the call repeated.
 */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 401 && !path.startsWith('/session/') && (await refreshOnce())) {
    return parse<T>(await send(method, path, body));
  }
  return parse<T>(response);
}

export const consoleApi = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** POSTs a file as its own body with `type` as Content-Type. */
  upload: <T>(path: string, blob: Blob, type: string) => request<T>('POST', path, new RawBody(blob, type)),
};
