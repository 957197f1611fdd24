import type { ErrorCode } from '@glotv/contracts/errors';

/** The server answered with an error status; `code` is the contract's stable error code when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    message: string,
    /** Seconds from a `Retry-After` header (rate limits, OTP resend throttling). */
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function errorFrom(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? (error.code as ErrorCode) : undefined;
  const message = typeof error?.message === 'string' ? error.message : response.statusText;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return new ApiError(response.status, code, message, Number.isNaN(retryAfter) ? undefined : retryAfter);
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new NetworkError('The request could not reach the server', { cause });
  }
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON body (a proxy's error page) is not the contract's; the status alone decides below.
  }
  if (!response.ok) throw errorFrom(response, payload);
  return payload as T;
}

/** JSON over same-origin fetch; cookies ride along. Paths are absolute from the host root (`/api/…`, `/cm/…`). */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** No answer from the server; queries pass this as `throwOnError` so the page shows the network-error page. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
