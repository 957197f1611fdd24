import { apiClientBasic, operatorUid, PortalApi, randomEmail } from '@glotv/testing/portal-api';
import { DASHBOARD_CAROUSEL_LIMIT } from '../../apps/web/src/features/catalog/lib/categories.ts';
import { newIdentities, percentile, signUpAll } from './accounts-sign-ups.ts';
import { type LoadFigures, type LoadOptions, measureLoad } from './load.ts';

const password = 'Bench-Secret-123';
/** What Chromium sends with the web app's fetches. */
const browserHeaders = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
/** A few dashboards loading at once: enough to measure a p99, few enough to leave the server room. */
const carouselConnections = 4;

export interface PoliteStorm {
  /** Logins answered 200, per second of the storm. */
  loginsPerSecond: number;
  /** From a client's first try to its 200, waits for Retry-After included. */
  p50Ms: number;
  p99Ms: number;
  /** Answers 429 (each followed by the wait it asked for), and any other failure. */
  refusals: number;
  failures: number;
}

export interface LoginStormFigures {
  /** The carousel alone, then beside each storm. */
  carouselIdle: LoadFigures;
  carouselPolite: LoadFigures;
  carouselHammered: LoadFigures;
  /** Clients that wait as Retry-After says, as a browser's user or an app would. */
  polite: PoliteStorm;
  /** autocannon, each connection sending its next login as soon as one is answered, refused or not. */
  hammered: LoadFigures;
}

export interface LoginStormOptions {
  carousel: LoadOptions;
  login: { url: string; headers: Record<string, string>; bodies: readonly string[] };
  /** How long the carousel is measured each time; each storm starts `warmUpSeconds` earlier. */
  durationSeconds: number;
  warmUpSeconds: number;
}

/** The carousel's p50 and p99 in milliseconds, to the microsecond: they are often below 1 ms. */
export function carouselLatency(load: LoadFigures): { p50Ms: number; p99Ms: number } {
  return load.precise ?? { p50Ms: load.p50Ms, p99Ms: load.p99Ms };
}

export const preciseMs = (value: number) => `${value.toFixed(2)} ms`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One client per body, each logging in again as soon as it is signed in, until told to stop. */
function startPoliteStorm(login: LoginStormOptions['login']) {
  let stopping = false;
  const durationsMs: number[] = [];
  let refusals = 0;
  let failures = 0;
  const started = performance.now();
  const client = async (body: string) => {
    while (!stopping) {
      const first = performance.now();
      for (;;) {
        const response = await fetch(login.url, { method: 'POST', headers: login.headers, body });
        await response.arrayBuffer();
        if (response.status === 429) {
          refusals += 1;
          await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
          if (stopping) return;
          continue;
        }
        if (response.ok) durationsMs.push(performance.now() - first);
        else failures += 1;
        break;
      }
    }
  };
  const clients = Promise.all(login.bodies.map(client));
  return {
    async stop(): Promise<PoliteStorm> {
      stopping = true;
      const elapsedMs = performance.now() - started;
      await clients;
      return {
        loginsPerSecond: (durationsMs.length * 1000) / elapsedMs,
        p50Ms: percentile(durationsMs, 0.5),
        p99Ms: percentile(durationsMs, 0.99),
        refusals,
        failures,
      };
    },
  };
}

/**
 * The carousel's latency alone, then during a storm of one login per body (50 clients) of each kind: clients
 * that wait when told to, and autocannon connections that never wait. The carousel is measured the same way
 * each time, once the storm has run for `warmUpSeconds`.
 */
export async function measureLoginStorm(options: LoginStormOptions): Promise<LoginStormFigures> {
  const carousel = { ...options.carousel, durationSeconds: options.durationSeconds, preciseLatency: true };
  const carouselIdle = await measureLoad(carousel);

  const polite = startPoliteStorm(options.login);
  await sleep(options.warmUpSeconds * 1000);
  const carouselPolite = await measureLoad(carousel);
  const politeFigures = await polite.stop();

  const hammering = measureLoad({
    url: options.login.url,
    method: 'POST',
    headers: options.login.headers,
    bodies: options.login.bodies,
    connections: options.login.bodies.length,
    durationSeconds: options.warmUpSeconds + options.durationSeconds + 1,
    timeoutSeconds: 60,
  });
  await sleep(options.warmUpSeconds * 1000);
  const carouselHammered = await measureLoad(carousel);
  const hammered = await hammering;

  return { carouselIdle, carouselPolite, carouselHammered, polite: politeFigures, hammered };
}

/** What a storm needs on a running portal: a signed-in viewer for the carousel and 50 subscribers to log in. */
export async function loginStormOnPortal(
  baseUrl: string,
  settings: { durationSeconds: number; warmUpSeconds: number; clients: number },
): Promise<LoginStormFigures> {
  const api = new PortalApi(baseUrl);
  const viewer = { email: randomEmail('bench-storm-viewer') };
  const stormIdentities = newIdentities(settings.clients, 'bench-storm');
  await signUpAll(api, [viewer, ...stormIdentities], password, 8);
  const session = await api.login(viewer, password);
  const query = new URLSearchParams({
    limit: String(DASHBOARD_CAROUSEL_LIMIT),
    dashboard: 'true',
    translation: 'gb',
  });
  return measureLoginStorm({
    carousel: {
      url: `${baseUrl}/api/client/v1/${operatorUid}/categories/vod/content?${query}`,
      headers: { ...browserHeaders, Authorization: `Bearer ${session.accessToken}` },
      connections: carouselConnections,
    },
    login: {
      url: `${baseUrl}/api/client/v1/global/login`,
      headers: { ...browserHeaders, Authorization: apiClientBasic, 'Content-Type': 'application/json' },
      bodies: stormIdentities.map((identity, index) =>
        JSON.stringify({
          username: 'number' in identity ? `g${identity.number}` : identity.email,
          password,
          device: `bench-storm-${index}`,
          device_class: 'desktop',
        }),
      ),
    },
    durationSeconds: settings.durationSeconds,
    warmUpSeconds: settings.warmUpSeconds,
  });
}
