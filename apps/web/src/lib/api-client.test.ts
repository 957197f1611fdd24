import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, NetworkError } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api client', () => {
  it('sends JSON with the same-origin cookies and returns the parsed body', async () => {
    const fetch = answer(200, { status: 'ok' });
    await expect(api.post('/api/x', { a: 1 }, { headers: { 'X-Session-Mode': 'cookie' } })).resolves.toEqual({
      status: 'ok',
    });
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      body: '{"a":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Session-Mode': 'cookie' },
      signal: undefined,
    });
  });

  it('turns an error body into an ApiError with its code, message and Retry-After', async () => {
    answer(429, { error: { code: 'otp_resend_too_soon', message: 'Wait' } }, { 'Retry-After': '42' });
    const error = await api.post('/cm/api/otp/?mode=generate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'otp_resend_too_soon',
      message: 'Wait',
      retryAfter: 42,
    });
  });

  it('keeps the status of an error without a contract body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('throws a NetworkError when the request gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
