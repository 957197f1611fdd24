import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardedRequest {
  upstream: number;
  method: string;
  path: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request forwarded, in arrival order, with the index of the upstream that got it. */
  readonly forwarded: ForwardedRequest[];
  /** Sends the next request to this upstream; the ones after it alternate from there. */
  nextGoesTo(upstream: number): void;
  close(): Promise<void>;
}

/**
 * A trivial load balancer on 127.0.0.1: each request goes to the next upstream in turn, with the caller's
 * address appended to `X-Forwarded-For` as a real reverse proxy does.
 */
export async function startRoundRobin(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const forwarded: ForwardedRequest[] = [];
  let next = 0;

  const server = http.createServer((request, response) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    forwarded.push({ upstream, method: request.method ?? 'GET', path: request.url ?? '/' });
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      new URL(request.url ?? '/', upstreams[upstream]),
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor }, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(outgoing);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    forwarded,
    nextGoesTo(upstream) {
      next = upstream % upstreams.length;
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
