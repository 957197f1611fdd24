import { type Identity, type PortalApi, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';

/** `count` subscribers never used before: Glo numbers (SMS OTP) and e-mail addresses (e-mail OTP) in turn. */
export function newIdentities(count: number, label: string): Identity[] {
  const numbers = new Set<string>();
  while (numbers.size < Math.ceil(count / 2)) numbers.add(randomGloNumber());
  const gloNumbers = [...numbers];
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0 ? { number: gloNumbers[index / 2]! } : { email: randomEmail(label) },
  );
}

export interface SignUpRun {
  /** From the first OTP request to the last subscriber created. */
  totalMs: number;
  /** Each sign-up's time from its OTP request to its subscriber being created. */
  durationsMs: number[];
}

/** Signs every identity up through the API (OTP, outbox, validate, create), `concurrency` at a time. */
export async function signUpAll(
  api: PortalApi,
  identities: readonly Identity[],
  password: string,
  concurrency: number,
): Promise<SignUpRun> {
  const durationsMs: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < identities.length) {
      const identity = identities[next++]!;
      const started = performance.now();
      await api.signUp(identity, password);
      durationsMs.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, identities.length) }, worker));
  return { totalMs: performance.now() - started, durationsMs };
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
