import { type RunningSimulators, startSimulators } from '@glotv/simulators/start-simulators';
import { freePort } from '@glotv/testing/free-port';
import { clusterEnvironment, startClusterInstance } from '@glotv/testing/portal-cluster';
import type { Portal } from '@glotv/testing/portal-launcher';

/**
 * Portal instances, each its own process, port and DATA_DIR, on one PostgreSQL database and one Redis, sharing
 * their secrets and one set of operator simulators: what several machines behind a load balancer would run.
 */
export class PortalCluster {
  readonly instances: Portal[] = [];
  readonly #env: Record<string, string>;
  readonly #simulators: RunningSimulators;

  private constructor(env: Record<string, string>, simulators: RunningSimulators) {
    this.#env = env;
    this.#simulators = simulators;
  }

  static async start(databaseUrl: string, redisUrl: string): Promise<PortalCluster> {
    const simulators = await startSimulators({});
    // The load comes from one address.
    const env = clusterEnvironment({ databaseUrl, redisUrl, simulators, rateLimitMultiplier: 1000 });
    return new PortalCluster(env, simulators);
  }

  /** One more instance. The first seeds the database; later ones get its drawn images, so they start at once. */
  async add(): Promise<Portal> {
    const first = this.instances[0];
    const port = await freePort();
    const portal = await startClusterInstance(
      { ...this.#env, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
      { port, mediaFrom: first ? `${first.dataDir}/media` : undefined },
    );
    this.instances.push(portal);
    return portal;
  }

  pids(): number[] {
    return this.instances.flatMap((instance) => (instance.pid === undefined ? [] : [instance.pid]));
  }

  async stop(): Promise<void> {
    for (const instance of this.instances.splice(0).reverse()) await instance.stop().catch(() => {});
    await this.#simulators.close().catch(() => {});
  }
}
