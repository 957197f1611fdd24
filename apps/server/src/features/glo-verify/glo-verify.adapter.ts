import { z } from 'zod';
import type { NigerianNumber } from './msisdn.ts';

export interface GloVerifyCredentials {
  username: string;
  password: string;
}

export interface GloVerifyAdapter {
  /** Whether the operator's system knows the number as an active Glo subscriber. */
  isActiveGloSubscriber(number: NigerianNumber): Promise<boolean>;
}

/** The operator's subscriber lookup did not answer usably: down, slow, refusing our credentials or garbled. */
export class GloVerifyUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GloVerifyUnavailableError';
  }
}

const subscriberSchema = z.object({
  network: z.enum(['GLO', 'OTHER']),
  status: z.string(),
});

/** Talks to the operator's `GET /subscribers/{msisdn}` (international form without '+') with basic auth. */
export function createGloVerifyAdapter(options: {
  baseUrl: string;
  credentials: GloVerifyCredentials;
  timeoutMs?: number;
}): GloVerifyAdapter {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { username, password } = options.credentials;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    async isActiveGloSubscriber(number) {
      try {
        const response = await fetch(`${baseUrl}/subscribers/${number.e164.slice(1)}`, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // 404 is the operator saying it has no such subscriber, a definite answer.
        if (response.status === 404) {
          await response.body?.cancel();
          return false;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new GloVerifyUnavailableError(`subscriber lookup answered HTTP ${response.status}`);
        }
        const subscriber = subscriberSchema.parse(await response.json());
        return subscriber.network === 'GLO' && subscriber.status === 'ACTIVE';
      } catch (error) {
        if (error instanceof GloVerifyUnavailableError) throw error;
        throw new GloVerifyUnavailableError('subscriber lookup failed', { cause: error });
      }
    },
  };
}

/** Stands in when GLO_VERIFY_URL is not set, so a missing setting is a 503, never a crash. */
export const unconfiguredGloVerifyAdapter: GloVerifyAdapter = {
  async isActiveGloSubscriber() {
    throw new GloVerifyUnavailableError('GLO_VERIFY_URL is not set');
  },
};
