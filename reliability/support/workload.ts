import http from 'node:http';

/** One HTTP answer, or why there was none (`status` 0: refused, reset, or no answer within the bound). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The raw text when the body was not JSON. */
  text: string;
  contentType: string;
  ms: number;
  /** Transport failure: connection refused or reset, or the timeout. */
  failure?: string;
}

export interface RequestOptions {
  token?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** Abandon the request after this long (default: the client's). */
  timeoutMs?: number;
}

/**
 * A plain HTTP/1.1 client over one keep-alive agent with as many sockets as the workload has connections, so
 * that N concurrent callers are N concurrent connections to the server. Never throws: a transport failure or
 * a timeout is an answer with status 0.
 */
export class LoadClient {
  private readonly agent: http.Agent;
  private readonly origin: URL;
  private inFlight = 0;
  /** The most requests that were waiting for an answer at one moment. */
  peakInFlight = 0;
  /** How many TCP connections were opened (a keep-alive connection is reused, not reopened). */
  connectionsOpened = 0;

  constructor(
    baseUrl: string,
    connections: number,
    private readonly timeoutMs = 30_000,
  ) {
    this.origin = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  request<T = unknown>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string | number> = { accept: 'application/json', ...options.headers };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    return new Promise<Answer<T>>((resolve) => {
      let settled = false;
      const finish = (answer: Omit<Answer<T>, 'ms'>) => {
        if (settled) return;
        settled = true;
        this.inFlight -= 1;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const fail = (failure: string) =>
        finish({ status: 0, body: undefined as T, text: '', contentType: '', failure });
      const request = http.request(
        {
          agent: this.agent,
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => fail(error.message));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const contentType = String(response.headers['content-type'] ?? '');
            let parsed: unknown;
            if (contentType.includes('json') && text) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = undefined;
              }
            }
            finish({ status: response.statusCode ?? 0, body: parsed as T, text, contentType });
          });
        },
      );
      const timeoutMs = options.timeoutMs ?? this.timeoutMs;
      const timer = setTimeout(() => {
        fail(`no answer within ${timeoutMs} ms`);
        request.destroy();
      }, timeoutMs);
      request.on('error', (error) => fail(error.message));
      request.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => this.connectionsOpened++);
      });
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The JSON error shape every failure of the API has (`{error: {code, message}}`), or undefined. */
export function errorCodeOf(answer: Answer): string | undefined {
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string' ? error.code : undefined;
}

/** A short description of an answer for failure messages. */
export function describeAnswer(answer: Answer): string {
  if (answer.failure) return `no answer (${answer.failure}) after ${Math.round(answer.ms)} ms`;
  const text = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
  return `${answer.status} ${text}`;
}

interface CallStats {
  latencies: number[];
  errors: number;
}

export interface CallSummary {
  call: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Latencies and errors per call type. An error is an answer that was not the one expected of that call; a
 * few of each kind are kept, with the answer, for the failure message.
 */
export class CallRecorder {
  private readonly calls = new Map<string, CallStats>();
  private readonly samples: string[] = [];
  private requests = 0;

  /** Records an answer; `problem` says why it is not the expected one (undefined when it is). */
  record(call: string, answer: Answer, problem: string | undefined): void {
    let stats = this.calls.get(call);
    if (!stats) {
      stats = { latencies: [], errors: 0 };
      this.calls.set(call, stats);
    }
    this.requests += 1;
    stats.latencies.push(answer.ms);
    if (problem !== undefined) {
      stats.errors += 1;
      if (this.samples.length < 20) this.samples.push(`${call}: ${problem} — ${describeAnswer(answer)}`);
    }
  }

  /** An error that is not an HTTP answer (e.g. an OTP that never reached the outbox). */
  recordProblem(call: string, problem: string): void {
    this.record(call, { status: 0, body: undefined, text: '', contentType: '', ms: 0 }, problem);
  }

  get total(): number {
    return this.requests;
  }

  get errors(): number {
    return [...this.calls.values()].reduce((sum, stats) => sum + stats.errors, 0);
  }

  errorSamples(): string[] {
    return [...this.samples];
  }

  summary(): CallSummary[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([call, stats]) => {
        const sorted = [...stats.latencies].sort((a, b) => a - b);
        return {
          call,
          requests: sorted.length,
          errors: stats.errors,
          p50: round(percentile(sorted, 0.5)),
          p99: round(percentile(sorted, 0.99)),
          max: round(sorted.at(-1) ?? 0),
        };
      });
  }

  /** The summary as a table on the console (latencies in milliseconds). */
  print(title: string): void {
    console.log(`\n${title}`);
    console.table(
      Object.fromEntries(
        this.summary().map(({ call, ...figures }) => [
          call,
          {
            requests: figures.requests,
            errors: figures.errors,
            'p50 ms': figures.p50,
            'p99 ms': figures.p99,
            'max ms': figures.max,
          },
        ]),
      ),
    );
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export interface WorkloadOptions {
  /** Concurrent workers, each a loop of iterations on its own connection. */
  workers: number;
  /** No iteration starts after this long. */
  durationMs: number;
  /** No iteration starts once this many requests were recorded. */
  maxRequests: number;
  /** No iteration starts once this is aborted. */
  signal?: AbortSignal;
  recorder: CallRecorder;
  /** One iteration of worker `worker` (0-based); its requests are recorded by the iteration itself. */
  iteration(worker: number, round: number): Promise<void>;
}

/**
 * Runs `workers` loops at once for a bounded time and a bounded number of requests, then waits for the
 * iterations in progress (each request is itself bounded by the client's timeout).
 */
export async function runWorkload(options: WorkloadOptions): Promise<{ elapsedMs: number }> {
  const started = performance.now();
  const deadline = started + options.durationMs;
  const open = () =>
    performance.now() < deadline && options.recorder.total < options.maxRequests && !options.signal?.aborted;
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      for (let round = 0; open(); round++) {
        try {
          await options.iteration(worker, round);
        } catch (error) {
          options.recorder.recordProblem('iteration', error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return { elapsedMs: performance.now() - started };
}
