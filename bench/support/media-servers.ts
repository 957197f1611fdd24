import { spawn } from 'node:child_process';
import { freePort } from '@glotv/testing/free-port';
import {
  startNginx,
  stopProcess,
  waitForPort,
} from '../../apps/server/src/features/media/testing/nginx-server.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A real nginx serving deploy/nginx/glotv-media.conf as the example site includes it (sendfile, tcp_nopush),
 * with one worker process, the same share of the machine as the single Node process it is compared with.
 */
export function startMediaNginx(options: {
  workDir: string;
  mediaRoot: string;
  secret: string;
}): Promise<RunningServer> {
  return startNginx({ ...options, productionTuning: true });
}

// Every request answered with the file read from disk, as a static server does; no routing, no checks.
const staticFileServer = `
const fs = require('node:fs');
const file = process.env.FILE;
require('node:http')
  .createServer((request, response) => {
    request.resume();
    fs.stat(file, (error, stat) => {
      if (error) return response.writeHead(500).end();
      response.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': stat.size });
      fs.createReadStream(file).pipe(response);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A bare `node:http` server in its own process, answering every request with `file` streamed from disk. */
export async function startStaticFileServer(file: string, contentType: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', staticFileServer], {
    env: { ...process.env, FILE: file, CONTENT_TYPE: contentType, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForPort(port, child, () => output);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
