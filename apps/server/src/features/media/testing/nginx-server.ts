import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@glotv/testing/free-port';

/** deploy/nginx/glotv-media.conf: the production config, tested as it is. */
export const mediaConfFile = fileURLToPath(
  new URL('../../../../../../deploy/nginx/glotv-media.conf', import.meta.url),
);

/** The nginx binary: NGINX_PATH, Debian's /usr/sbin/nginx, or one on PATH; a clear failure otherwise. */
export function locateNginx(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, 'nginx')),
  ];
  const found = candidates.find((file) => file && fs.existsSync(file));
  if (!found) {
    throw new Error(
      'nginx was not found: install it with `apt-get install nginx-light` (CI does), or set NGINX_PATH.',
    );
  }
  return found;
}

export interface RunningNginx {
  baseUrl: string;
  /** The data meter log nginx writes (the format of deploy/nginx/glotv-site.example.conf). */
  meterLog: string;
  stop(): Promise<void>;
}

/**
 * A real nginx on a free 127.0.0.1 port, everything (pid, logs, temp files) under `workDir`, serving the
 * media config with the given root and secret, as a site's server block would. nginx takes the client's
 * address from `X-Forwarded-For` (as behind a load balancer on loopback), so a test can call from any country.
 */
export async function startNginx(options: {
  workDir: string;
  mediaRoot: string;
  secret: string;
  /** As a production site serves files (the example site config): sendfile, tcp_nopush, many connections. */
  productionTuning?: boolean;
  /** The portal nginx asks about the country (`host:port`); by default a stand-in that admits every caller. */
  portal?: string;
}): Promise<RunningNginx> {
  const nginx = locateNginx();
  const standIn = options.portal ? undefined : await startAdmittingPortal();
  const portal = options.portal ?? standIn?.address ?? '';
  const port = await freePort();
  const configFile = path.join(options.workDir, 'nginx.conf');
  const errorLog = path.join(options.workDir, 'error.log');
  const meterLog = path.join(options.workDir, 'glotv-media-meter.log');
  fs.writeFileSync(
    configFile,
    `worker_processes 1;
pid ${path.join(options.workDir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections ${options.productionTuning ? 1024 : 64}; }
http {
  access_log off;
  log_format glotv_media_meter '$msec $status $body_bytes_sent $request_uri';
  default_type application/octet-stream;
  ${options.productionTuning ? 'sendfile on;\n  tcp_nopush on;' : ''}
  upstream glotv_portal { server ${portal}; keepalive 4; }
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.0/8;
    real_ip_header X-Forwarded-For;
    set $glotv_media_root ${options.mediaRoot};
    set $glotv_media_secret "${options.secret}";
    include ${mediaConfFile};
    access_log ${meterLog} glotv_media_meter if=$glotv_meter;
  }
}
`,
  );
  const args = ['-p', options.workDir, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'];
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await waitForPort(
    port,
    child,
    () => `${errors}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`,
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    meterLog,
    stop: async () => {
      await stopProcess(child);
      await standIn?.close();
    },
  };
}

/** A portal stand-in whose country check admits everyone, for tests of nginx alone. */
async function startAdmittingPortal(): Promise<{ address: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => response.writeHead(204).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the portal stand-in did not listen');
  return {
    address: `127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `child` listens on `port`, or fails with its diagnostics once it exits or 10 s pass. */
export async function waitForPort(
  port: number,
  child: ChildProcess,
  diagnostics: () => string,
): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${diagnostics()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`process did not listen on ${port} within 10 s:\n${diagnostics()}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
