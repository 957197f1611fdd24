/**
 * A small client of a running portal's HTTP API, for the browser tests, the benchmarks, the reliability suite and
 * the API tests that start a server process: sign-up through the OTP outbox, login as an API client, and
 * authenticated calls. Nothing here depends on a test runner.
 */
export const apiClientBasic = `Basic ${Buffer.from('glotv-web:glotv-web-public').toString('base64')}`;
export const operatorUid = 'glotv';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export type Identity = { number: string } | { email: string };

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh number in a Glo range ('805' + 7 random digits), national form without the leading 0. */
export function randomGloNumber(): string {
  return `805${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export function randomEmail(prefix = 'load'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

export class PortalApi {
  constructor(readonly baseUrl: string) {}

  /** Any call; never throws on an HTTP status, only on a transport failure. */
  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T };
  }

  /** As `call`, but a non-2xx answer is an error naming the call and the answer. */
  async expectOk<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<T> {
    const answer = await this.call<T>(method, path, body, options);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /** The OTP in the newest message to `to` (+234… or an e-mail) once at least `count` were sent there. */
  async readOtp(to: string, count = 1): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { data } = await this.expectOk<{ data: { text: string }[] }>(
        'GET',
        `/dev/outbox?to=${encodeURIComponent(to)}`,
      );
      const code = data.length >= count ? /\b(\d{6})\b/.exec(data[0]?.text ?? '')?.[1] : undefined;
      if (code) return code;
      await sleep(100);
    }
    throw new Error(`no OTP was sent to ${to}`);
  }

  /** Registers a subscriber as the sign-up modals do: OTP generated, read from the outbox, validated. */
  async signUp(who: Identity, password: string, headers: Record<string, string> = {}): Promise<void> {
    const to = 'number' in who ? `+234${who.number}` : who.email;
    const destination = 'number' in who ? { mobile_number: to } : { email: to };
    await this.expectOk('POST', '/cm/api/otp/?mode=generate', destination, { headers });
    const otp = await this.readOtp(to);
    await this.expectOk('POST', '/cm/api/otp/?mode=validate', { ...destination, otp }, { headers });
    const created = await this.expectOk<{ sign_in_ticket?: string; message?: string }>(
      'POST',
      '/cm/api/subscriber/',
      { ...('number' in who ? { phone_number: to } : { email: to }), password },
      { headers },
    );
    if (!created.sign_in_ticket) throw new Error(`could not register ${to}: ${JSON.stringify(created)}`);
  }

  /** Logs in as the web API client with tokens in the body (not the browser's cookie mode). */
  async login(who: Identity, password: string, headers: Record<string, string> = {}): Promise<Session> {
    const username = 'number' in who ? `g${who.number}` : who.email;
    const answer = await this.expectOk<{
      data: { user_id: string; access_token: string; refresh_token: string };
    }>(
      'POST',
      '/api/client/v1/global/login',
      {
        username,
        password,
        device: `bench-${Math.random().toString(36).slice(2, 10)}`,
        device_class: 'desktop',
      },
      { headers: { Authorization: apiClientBasic, ...headers } },
    );
    return {
      userId: answer.data.user_id,
      accessToken: answer.data.access_token,
      refreshToken: answer.data.refresh_token,
    };
  }

  async signUpAndLogin(
    who: Identity,
    password: string,
    headers: Record<string, string> = {},
  ): Promise<Session> {
    await this.signUp(who, password, headers);
    return this.login(who, password, headers);
  }
}
