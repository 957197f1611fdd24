import { z } from 'zod';
import { describeFailure } from './payment-system.error.ts';

export interface AirtimeCharge {
  /** Ours, unique per purchase: the gateway refuses a reference it has seen, so one purchase is one charge. */
  reference: string;
  /** International form without '+': 2348051234567. */
  msisdn: string;
  amountKobo: number;
  rateCode: string;
  planCode: string;
  chargeGroupCode: string | null;
  description: string;
}

export type ChargeFailureReason = 'insufficient_funds' | 'refused' | 'subscriber_not_found' | 'rejected';

/** What the gateway says of a charge; `unknown` when it gave no usable answer (the charge may have happened). */
export type ChargeOutcome =
  | { status: 'successful'; transactionId: string }
  | { status: 'failed'; reason: ChargeFailureReason }
  | { status: 'unknown'; error: string };

export type ChargeStatus = ChargeOutcome | { status: 'not_found' };

export interface ChargingGatewayAdapter {
  charge(request: AirtimeCharge): Promise<ChargeOutcome>;
  /** Asks what became of a charge whose answer was lost, before anything is retried. */
  status(reference: string): Promise<ChargeStatus>;
}

const chargeRecordSchema = z.object({
  reference: z.string(),
  status: z.enum(['successful', 'failed']),
  transaction_id: z.string().optional(),
  reason: z.string().optional(),
});
type ChargeRecord = z.infer<typeof chargeRecordSchema>;

const failureReasons: Record<string, ChargeFailureReason> = {
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  SUBSCRIBER_BARRED: 'refused',
  SUBSCRIBER_NOT_FOUND: 'subscriber_not_found',
};

function outcomeOf(record: ChargeRecord): ChargeOutcome {
  if (record.status === 'successful')
    return { status: 'successful', transactionId: record.transaction_id ?? '' };
  return { status: 'failed', reason: failureReasons[record.reason ?? ''] ?? 'refused' };
}

/**
 * The operator's charging gateway: `POST /charges` charges an MSISDN's airtime under our reference and
 * `GET /charges/{reference}` tells what became of one. Basic auth with the portal's service credentials.
 */
export function createChargingGatewayAdapter(options: {
  baseUrl: string;
  credentials: { username: string; password: string };
  timeoutMs?: number;
}): ChargingGatewayAdapter {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { username, password } = options.credentials;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 8000;
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/json' };

  return {
    async charge(request) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/charges`, {
          method: 'POST',
          headers,
          signal: AbortSignal.timeout(timeoutMs),
          body: JSON.stringify({
            reference: request.reference,
            msisdn: request.msisdn,
            amount_kobo: request.amountKobo,
            currency: 'NGN',
            rate_code: request.rateCode,
            plan_code: request.planCode,
            ...(request.chargeGroupCode ? { charge_group_code: request.chargeGroupCode } : {}),
            description: request.description,
          }),
        });
      } catch (error) {
        return { status: 'unknown', error: describeFailure(error) };
      }
      try {
        const body: unknown = await response.json().catch(() => undefined);
        if (response.status === 409) {
          const existing = z.object({ charge: chargeRecordSchema }).safeParse(body);
          if (existing.success) return outcomeOf(existing.data.charge);
        }
        if (response.status === 201 || response.status === 200)
          return outcomeOf(chargeRecordSchema.parse(body));
        if ([402, 403, 404].includes(response.status)) {
          const record = chargeRecordSchema.safeParse(body);
          if (record.success) return outcomeOf(record.data);
        }
        // A request the gateway refused to process (bad request, our credentials): nothing was charged.
        if (response.status === 400 || response.status === 401)
          return { status: 'failed', reason: 'rejected' };
        return { status: 'unknown', error: `charging gateway answered HTTP ${response.status}` };
      } catch (error) {
        return { status: 'unknown', error: describeFailure(error) };
      }
    },

    async status(reference) {
      try {
        const response = await fetch(`${baseUrl}/charges/${encodeURIComponent(reference)}`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'not_found' };
        }
        if (!response.ok) {
          await response.body?.cancel();
          return { status: 'unknown', error: `charging gateway answered HTTP ${response.status}` };
        }
        return outcomeOf(chargeRecordSchema.parse(await response.json()));
      } catch (error) {
        return { status: 'unknown', error: describeFailure(error) };
      }
    },
  };
}
