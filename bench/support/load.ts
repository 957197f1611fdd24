import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './accounts-sign-ups.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors or timeouts: a figure is only worth reading when both are 0. */
  non2xx: number;
  errors: number;
  bytesPerSecond: number;
  /** With `preciseLatency`: the 2xx answers' percentiles in fractions of a ms (autocannon's own count whole ms). */
  precise?: { p50Ms: number; p99Ms: number };
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Taken in turn as each request's body instead of `body`, so that concurrent requests act for different people. */
  bodies?: readonly string[];
  connections?: number;
  durationSeconds?: number;
  /**
   * How long one request may take before it counts as an error (autocannon's default is 10 s): a queue of slow
   * answers is then measured as latency rather than abandoned while the server goes on working on it.
   */
  timeoutSeconds?: number;
  /** Keeps every 2xx answer's time to the microsecond, for latencies below a few milliseconds. */
  preciseLatency?: boolean;
}

/** Runs autocannon against one request (50 connections for 15 s unless told) and keeps the figures that count. */
export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const { bodies } = options;
  let next = 0;
  const url = new URL(options.url);
  const answerMillis: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 50,
        duration: options.durationSeconds ?? 15,
        timeout: options.timeoutSeconds ?? 10,
        requests: [
          {
            method: options.method ?? 'GET',
            path: `${url.pathname}${url.search}`,
            headers: options.headers ?? {},
            ...(bodies?.length
              ? { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }
              : options.body === undefined
                ? {}
                : { body: options.body }),
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (options.preciseLatency) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) answerMillis.push(responseTime);
      });
    }
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerSecond: Math.round(result.throughput.average),
    ...(options.preciseLatency
      ? { precise: { p50Ms: percentile(answerMillis, 0.5), p99Ms: percentile(answerMillis, 0.99) } }
      : {}),
  };
}

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Headers that belong to one connection or one moment, not to the answer. */
const perConnectionHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * One answer of the portal exactly as it went over the wire: still compressed when it was, with its headers
 * (`fetch` would decode the body and drop `content-encoding`, so the baseline would send other bytes).
 */
export function recordAnswer(url: string, request: ApiRequest): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method, headers: request.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string' && !perConnectionHeaders.has(name)) headers[name] = value;
        }
        resolve({ status: incoming.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`no answer from ${url} in 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A bare `node:http` server answering every request with `answer` (drained body, no routing, no validation):
 * what the same bytes cost with none of the portal's work, on the same machine in the same run.
 */
export async function startBaselineServer(answer: RecordedAnswer): Promise<BaselineServer> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const baselineProcessScript = path.join(import.meta.dirname, 'baseline-process.ts');

/**
 * `startBaselineServer` in a process of its own, as the portal is: in the bench's process it would share one
 * thread with autocannon and be measured slower than it is.
 */
export async function startBaselineProcess(answer: RecordedAnswer): Promise<BaselineServer> {
  const child = fork(baselineProcessScript, [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the baseline server did not start in 30 s')), 30_000);
      child.once('message', (message: { url: string }) => {
        clearTimeout(timer);
        resolve(message.url);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the baseline server exited with ${code}`));
      });
      child.send({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') });
    });
    return { url, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
