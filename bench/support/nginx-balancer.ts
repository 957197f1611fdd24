import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@glotv/testing/free-port';

export interface NginxBalancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real nginx (the system's) in front of `upstreams`, round robin with kept-alive upstream connections, as a
 * load balancer in front of portal instances would be configured. One worker process: the machine's cores are
 * the portals' to use.
 */
export async function startNginxBalancer(upstreams: readonly string[]): Promise<NginxBalancer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((upstream) => `    server ${new URL(upstream).host};`).join('\n');
  const config = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream portal {
${servers}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
    }
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(path.join(prefix, 'error.log'))
        ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      await stop();
      throw new Error(`nginx exited at start: ${log}`);
    }
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error('nginx did not answer in 10 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop };
}
