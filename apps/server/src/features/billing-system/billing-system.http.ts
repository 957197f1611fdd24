import type { z } from 'zod';
import type { Config } from '../../config/load-config.ts';
import { type BillingOperation, BillingSystemError } from './billing-system.error.ts';
import { envelopeSchema } from './billing-system.wire.ts';
import { createReferenceNo } from './reference-number.ts';

export interface BillingSystemHttpOptions {
  /** Base URL (BSS_URL); calls go to `<url>/bss/<Operation>`. Without it every call is `unavailable`. */
  url: string | undefined;
  /** BSS_USERNAME, BSS_PASSWORD and BSS_PARTY_ID; configured together with BSS_URL. */
  credentials: Config['bss'];
  timeoutMs?: number;
  log?: BillingSystemLog;
}

/** The one log line per call; a Fastify/pino logger fits. */
export interface BillingSystemLog {
  debug(fields: Record<string, unknown>, message: string): void;
}

export type BillingSystemCall = <T extends z.ZodType>(
  operation: BillingOperation,
  body: object,
  answer: T,
) => Promise<z.output<T>>;

const defaultTimeoutMs = 5_000;

/**
 * One call to the billing system: credentials in headers, a fresh ReferenceNo in the query, the answer checked
 * against RESPONSEINFO.STATUS.MESSAGE and then against the operation's schema. Logs name the operation,
 * reference and outcome only: bodies carry passwords and OTPs, headers carry the service credentials.
 */
export function createBillingSystemCall(options: BillingSystemHttpOptions): BillingSystemCall {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const { credentials } = options;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    username: credentials?.username ?? '',
    password: credentials?.password ?? '',
    partyid: credentials?.partyId ?? '',
  };

  return async (operation, body, answer) => {
    if (!options.url || !credentials) {
      throw new BillingSystemError('unavailable', operation, 'BSS_URL is not configured');
    }
    const referenceNo = createReferenceNo();
    const url = new URL(`bss/${operation}`, options.url.endsWith('/') ? options.url : `${options.url}/`);
    url.searchParams.set('ReferenceNo', referenceNo);
    const started = performance.now();
    const unavailable = (reason: string, httpStatus?: number) =>
      new BillingSystemError('unavailable', operation, reason, { referenceNo, httpStatus });

    let response: Response;
    let json: unknown;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
      json = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      });
    } catch (error) {
      throw unavailable(describeNetworkError(error, timeoutMs));
    }
    const httpStatus = response.status;
    options.log?.debug(
      { operation, referenceNo, httpStatus, ms: Math.round(performance.now() - started) },
      'billing system call',
    );
    if (httpStatus >= 500 || httpStatus === 429) throw unavailable(`answered HTTP ${httpStatus}`, httpStatus);

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new BillingSystemError('failed', operation, `unreadable answer (HTTP ${httpStatus})`, {
        referenceNo,
        httpStatus,
      });
    }
    const { MESSAGE, CODE, DESCRIPTION } = envelope.data.RESPONSEINFO.STATUS;
    if (MESSAGE.toLowerCase() !== 'success' || !response.ok) {
      const reason = httpStatus === 401 ? 'service credentials refused' : (DESCRIPTION ?? MESSAGE);
      throw new BillingSystemError('failed', operation, reason, { referenceNo, httpStatus, code: CODE });
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      throw new BillingSystemError('failed', operation, 'answer lacks expected fields', {
        referenceNo,
        httpStatus,
      });
    }
    return parsed.data;
  };
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
  return `unreachable${code ? ` (${code})` : ''}`;
}
