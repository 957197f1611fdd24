import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { locateNginx, mediaConfFile } from '../../apps/server/src/features/media/testing/nginx-server.ts';
import { freePort } from '../../e2e/support/portal-process.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A real nginx serving deploy/nginx/glotv-media.conf as the example site includes it (sendfile, tcp_nopush),
 * with one worker process, the same share of the machine as the single Node process it is compared with.
 * Pid, logs and temp files live in `workDir`.
 */
export async function startMediaNginx(options: {
  workDir: string;
  mediaRoot: string;
  secret: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const configFile = path.join(options.workDir, 'nginx.conf');
  const errorLog = path.join(options.workDir, 'error.log');
  fs.writeFileSync(
    configFile,
    `worker_processes 1;
pid ${path.join(options.workDir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    set $glotv_media_root ${options.mediaRoot};
    set $glotv_media_secret "${options.secret}";
    include ${mediaConfFile};
  }
}
`,
  );
  const child = spawn(
    locateNginx(),
    ['-p', options.workDir, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForPort(port, child, () =>
    [output, fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''].join(''),
  );
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
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
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function waitForPort(port: number, child: ChildProcess, diagnostics: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${diagnostics()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`server did not listen on ${port} within 10 s:\n${diagnostics()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
