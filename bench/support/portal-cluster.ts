import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type RunningSimulators,
  serverEnvironmentOf,
  startSimulators,
} from '@glotv/simulators/start-simulators';
import { freePort } from '@glotv/testing/free-port';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';

/**
 * Portal instances, each its own process, port and DATA_DIR, on one PostgreSQL database and one Redis, sharing
 * their secrets and one set of operator simulators: what several machines behind a load balancer would run.
 */
export class PortalCluster {
  readonly instances: Portal[] = [];
  readonly #env: Record<string, string>;
  readonly #simulators: RunningSimulators;
  readonly #dataDirs: string[] = [];

  private constructor(env: Record<string, string>, simulators: RunningSimulators) {
    this.#env = env;
    this.#simulators = simulators;
  }

  static async start(databaseUrl: string, redisUrl: string): Promise<PortalCluster> {
    const simulators = await startSimulators({});
    return new PortalCluster(
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        TOKEN_SIGNING_SECRET: randomBytes(32).toString('base64url'),
        MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
        // The load comes from one address.
        RATE_LIMIT_MULTIPLIER: '1000',
        ...serverEnvironmentOf(simulators),
      },
      simulators,
    );
  }

  /** One more instance. The first seeds the database; later ones get its drawn images, so they start at once. */
  async add(): Promise<Portal> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-instance-'));
    this.#dataDirs.push(dataDir);
    const first = this.instances[0];
    if (first) fs.cpSync(path.join(first.dataDir, 'media'), path.join(dataDir, 'media'), { recursive: true });
    const port = await freePort();
    const portal = await startPortal({
      port,
      dataDir,
      env: { ...this.#env, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    });
    this.instances.push(portal);
    return portal;
  }

  pids(): number[] {
    return this.instances.flatMap((instance) => (instance.pid === undefined ? [] : [instance.pid]));
  }

  async stop(): Promise<void> {
    for (const instance of this.instances.splice(0).reverse()) await instance.stop().catch(() => {});
    await this.#simulators.close().catch(() => {});
    for (const dataDir of this.#dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
