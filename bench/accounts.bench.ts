import os from 'node:os';
import { PortalApi } from '@glotv/testing/portal-api';
import { hashPassword } from '../apps/server/src/features/accounts/password-hashing.ts';
import { measureHashRate, owaspMinimumHash, owaspMinimumScrypt } from './support/accounts-hash-rate.ts';
import { newIdentities, percentile, type SignUpRun, signUpAll } from './support/accounts-sign-ups.ts';
import { startBenchPortal } from './support/api-portal.ts';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

const signUps = 40;
const signUpConcurrency = 8;
/** Signed up one at a time first: what one sign-up costs when it waits for nothing. */
const aloneSignUps = 5;

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
  try {
    const api = new PortalApi(portal.baseUrl);
    const identities = newIdentities(aloneSignUps + signUps, 'bench-signup');
    alone = await signUpAll(api, identities.slice(0, aloneSignUps), password, 1);
    run = await signUpAll(api, identities.slice(aloneSignUps), password, signUpConcurrency);
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
  const scryptParameters = `N=2^${Math.log2(owaspMinimumScrypt.N)}, r=${owaspMinimumScrypt.r}, p=${owaspMinimumScrypt.p}`;
  return {
    key: 'accounts',
    title: 'Accounts: password hashing and sign-up',
    results: { cores, hashing, signUp, database },
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
      "The portal's hash is its own `hashPassword` (scrypt N=2^15, r=8, p=1: 32 MiB), timed in the bench process",
      "before the portal starts; the baseline is `node:crypto` scrypt at the OWASP Password Storage Cheat Sheet's",
      `minimum (${scryptParameters}: 128 MiB), so a ratio above 1× means each hash costs a password guesser less`,
      'than that floor. A sign-up is OTP request, OTP read from `/dev/outbox`, OTP validation and subscriber',
      `creation (one hash) through the API of a fresh portal on ${database}; every subscriber is new (Glo`,
      `numbers and e-mail addresses in turn), and the p99 of ${signUps} is their slowest.`,
    ].join('\n'),
  };
}
