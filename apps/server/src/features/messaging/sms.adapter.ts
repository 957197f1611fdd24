import { z } from 'zod';
import { DeliveryError } from './delivery-error.ts';

export interface SmsAdapter {
  /** Hands one text to the operator's gateway and resolves with the gateway's message id. */
  send(sms: { to: string; text: string }): Promise<string>;
}

export interface SmsAdapterOptions {
  /** Base URL of the gateway; the API lives under /v1. */
  gatewayUrl: string | undefined;
  senderId: string;
  /** The gateway's bearer key (SMS_GATEWAY_API_KEY). */
  apiKey: string | undefined;
  timeoutMs?: number;
}

const acceptedSchema = z.object({ message_id: z.string().min(1) });

export function createSmsAdapter(options: SmsAdapterOptions): SmsAdapter {
  const { gatewayUrl, senderId, apiKey, timeoutMs = 5000 } = options;

  return {
    async send({ to, text }) {
      if (!gatewayUrl || !apiKey) throw new DeliveryError('sms', 'SMS_GATEWAY_URL is not set');
      let response: Response;
      try {
        response = await fetch(`${gatewayUrl.replace(/\/+$/, '')}/v1/sms`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ from: senderId, to, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError('sms', `SMS gateway unreachable: ${describe(error)}`, { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new DeliveryError('sms', `SMS gateway answered HTTP ${response.status}`);
      }
      const accepted = acceptedSchema.safeParse(await response.json().catch(() => undefined));
      if (!accepted.success) throw new DeliveryError('sms', 'SMS gateway answered without a message id');
      return accepted.data.message_id;
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
