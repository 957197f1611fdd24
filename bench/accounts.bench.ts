import os from 'node:os';
import { PortalApi } from '@glotv/testing/portal-api';
import { hashPassword, owaspScrypt } from '../apps/server/src/features/accounts/password-hashing.ts';
import { measureHashRate, owaspMinimumHash, owaspMinimumScrypt } from './support/accounts-hash-rate.ts';
import { newIdentities, percentile, type SignUpRun, signUpAll } from './support/accounts-sign-ups.ts';
import { startBenchPortal } from './support/api-portal.ts';
import {
  carouselLatency,
  type LoginStormFigures,
  loginStormOnPortal,
  preciseMs,
} from './support/login-storm.ts';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

const signUps = 40;
const signUpConcurrency = 8;
/** Signed up one at a time first: what one sign-up costs when it waits for nothing. */
const aloneSignUps = 5;
/** The login storm: one client per subscriber, the carousel measured for 10 s once it has run for 3 s. */
const storm = { clients: 50, durationSeconds: 10, warmUpSeconds: 3 };

const password = 'Bench-Secret-123';
const perSecond = (value: number) => `${value.toFixed(1)}/s`;
const ms = (value: number) => `${Math.round(value)} ms`;

export async function benchAccounts(): Promise<BenchSection> {
  const cores = os.availableParallelism();
  // Hashes first, while no portal runs beside them.
  const hashing = {
    server: {
      sequential: await measureHashRate(hashPassword, 20, 1),
      inFlight: await measureHashRate(hashPassword, 40, cores),
    },
    owaspMinimum: {
      sequential: await measureHashRate(owaspMinimumHash, 6, 1),
      inFlight: await measureHashRate(owaspMinimumHash, 12, cores),
    },
  };

  const { portal, database } = await startBenchPortal();
  let alone: SignUpRun;
  let run: SignUpRun;
  let loginStorm: LoginStormFigures;
  try {
    const api = new PortalApi(portal.baseUrl);
    const identities = newIdentities(aloneSignUps + signUps, 'bench-signup');
    alone = await signUpAll(api, identities.slice(0, aloneSignUps), password, 1);
    run = await signUpAll(api, identities.slice(aloneSignUps), password, signUpConcurrency);
    loginStorm = await loginStormOnPortal(portal.baseUrl, storm);
  } finally {
    await portal.stop();
  }
  const signUp = {
    aloneMedianMs: percentile(alone.durationsMs, 0.5),
    count: signUps,
    concurrency: signUpConcurrency,
    perSecond: (signUps * 1000) / run.totalMs,
    p50Ms: percentile(run.durationsMs, 0.5),
    p99Ms: percentile(run.durationsMs, 0.99),
  };
  // With 8 sign-ups at a time, each waits at least for 8 hashes at the rate the cores give.
  const queuedHashesMs = (signUpConcurrency * 1000) / hashing.server.inFlight.hashesPerSecond;

  const { server, owaspMinimum } = hashing;
  const described = ({ N, r, p }: { N: number; r: number; p: number }) =>
    `N=2^${Math.log2(N)}, r=${r}, p=${p}: ${(128 * N * r) / 2 ** 20} MiB`;
  return {
    key: 'accounts',
    title: 'Accounts: password hashing and sign-up',
    results: { cores, hashing, signUp, loginStorm, database },
    markdown: [
      markdownTable(
        ['measure', 'portal', 'baseline', 'ratio'],
        [
          [
            'password hashes, one at a time',
            perSecond(server.sequential.hashesPerSecond),
            `${perSecond(owaspMinimum.sequential.hashesPerSecond)} (OWASP minimum scrypt)`,
            ratio(server.sequential.hashesPerSecond, owaspMinimum.sequential.hashesPerSecond),
          ],
          [
            `password hashes, ${cores} in flight`,
            perSecond(server.inFlight.hashesPerSecond),
            `${perSecond(owaspMinimum.inFlight.hashesPerSecond)} (OWASP minimum scrypt)`,
            ratio(server.inFlight.hashesPerSecond, owaspMinimum.inFlight.hashesPerSecond),
          ],
          [
            'time of one hash (median, one at a time)',
            ms(server.sequential.medianMs),
            `${ms(owaspMinimum.sequential.medianMs)} (OWASP minimum scrypt)`,
            ratio(server.sequential.medianMs, owaspMinimum.sequential.medianMs),
          ],
          [
            `sign-ups through the API (${signUps}, ${signUpConcurrency} at a time)`,
            perSecond(signUp.perSecond),
            `${perSecond(server.inFlight.hashesPerSecond)} (the portal's hashes, ${cores} in flight)`,
            ratio(signUp.perSecond, server.inFlight.hashesPerSecond),
          ],
          [
            `one sign-up alone (median of ${aloneSignUps})`,
            ms(signUp.aloneMedianMs),
            `${ms(server.sequential.medianMs)} (one of the portal's hashes)`,
            ratio(signUp.aloneMedianMs, server.sequential.medianMs),
          ],
          [
            `one sign-up, ${signUpConcurrency} at a time, p50 / p99`,
            `${ms(signUp.p50Ms)} / ${ms(signUp.p99Ms)}`,
            `${ms(queuedHashesMs)} (${signUpConcurrency} of the portal's hashes, ${cores} in flight)`,
            ratio(signUp.p50Ms, queuedHashesMs),
          ],
        ],
      ),
      '',
      `The portal's hash is its own \`hashPassword\` (scrypt ${described(owaspScrypt)}), timed in the bench process`,
      "before the portal starts; the baseline is `node:crypto` scrypt at the OWASP Password Storage Cheat Sheet's",
      `minimum (${described(owaspMinimumScrypt)}), so a ratio above 1× means each hash costs a password guesser less`,
      'than that floor. A sign-up is OTP request, OTP read from `/dev/outbox`, OTP validation and subscriber',
      `creation (one hash) through the API of a fresh portal on ${database}; every subscriber is new (Glo`,
      `numbers and e-mail addresses in turn), and the p99 of ${signUps} is their slowest.`,
      '',
      loginStormMarkdown(loginStorm, database),
    ].join('\n'),
  };
}

function loginStormMarkdown(figures: LoginStormFigures, database: string): string {
  const { carouselIdle, carouselPolite, carouselHammered, polite, hammered } = figures;
  const idle = carouselLatency(carouselIdle);
  const carouselRow = (name: string, load: typeof carouselIdle) => {
    const latency = carouselLatency(load);
    return [
      name,
      `${preciseMs(latency.p50Ms)} / ${preciseMs(latency.p99Ms)}`,
      `${load.requestsPerSecond}/s`,
      `${load.non2xx} / ${load.errors}`,
      ratio(latency.p99Ms, idle.p99Ms),
    ];
  };
  const stormSeconds = storm.warmUpSeconds + storm.durationSeconds;
  const hammeredSignedIn = Math.max(0, hammered.requestsPerSecond - hammered.non2xx / (stormSeconds + 1));
  return [
    markdownTable(
      ["dashboard's VOD carousels", 'p50 / p99', 'requests/s', 'non-2xx / errors', 'p99 ÷ idle'],
      [
        carouselRow('alone (idle)', carouselIdle),
        carouselRow(`during ${storm.clients} clients' logins that wait as Retry-After says`, carouselPolite),
        carouselRow(`during ${storm.clients} autocannon connections sending logins`, carouselHammered),
      ],
    ),
    '',
    markdownTable(
      ['login storm', 'signed in', 'p50 / p99', 'refused (429)', 'failed'],
      [
        [
          `${storm.clients} clients, waiting as Retry-After says (${stormSeconds} s)`,
          perSecond(polite.loginsPerSecond),
          `${ms(polite.p50Ms)} / ${ms(polite.p99Ms)} (first try to signed in)`,
          String(polite.refusals),
          String(polite.failures),
        ],
        [
          `${storm.clients} autocannon connections, never waiting (${stormSeconds + 1} s)`,
          perSecond(hammeredSignedIn),
          `${ms(hammered.p50Ms)} / ${ms(hammered.p99Ms)} (every answer, refusals included)`,
          String(hammered.non2xx),
          String(hammered.errors),
        ],
      ],
    ),
    '',
    "The dashboard's carousel call (as in the API section: signed in, brotli-compressed) by autocannon with 4",
    `connections for ${storm.durationSeconds} s: alone, then ${storm.warmUpSeconds} s into each storm of logins by ${storm.clients} subscribers`,
    `on ${database}. Hashes run one slot per core less one (at most libuv's threadpool less one) with 8 waiting`,
    'per slot; a login beyond that is answered 429 with a Retry-After after up to 1 s (decision 026). The polite clients',
    'log in again as soon as they are signed in and wait as told when refused; their p50 / p99 counts only the',
    'logins that ended inside the window. autocannon sends the next login the moment one is answered, so most of',
    "its answers are refusals; its signed-in rate is its 2xx answers per second. The carousel's p50 / p99 are taken",
    "to the microsecond from every 2xx answer's time (autocannon's own percentiles count whole milliseconds).",
  ].join('\n');
}
