import { cardProviderSimulatorCredentials } from '@glotv/simulators/card-provider/card-provider-credentials';
import {
  type CardProviderSimulator,
  startCardProviderSimulator,
} from '@glotv/simulators/card-provider/card-provider-simulator';
import { chargingGatewaySimulatorCredentials } from '@glotv/simulators/charging-gateway/charging-gateway-credentials';
import {
  type ChargingGatewaySimulator,
  startChargingGatewaySimulator,
} from '@glotv/simulators/charging-gateway/charging-gateway-simulator';

/**
 * The charging gateway and card provider simulators in this process rather than in the server's, so that what
 * they charged outlives a server that is killed, and the tests can read their books directly.
 */
export interface PaymentSimulators {
  gateway: ChargingGatewaySimulator;
  cardProvider: CardProviderSimulator;
  /** The server's environment that points its adapters at these simulators, with their credentials. */
  env: Record<string, string>;
  /** Sends the provider's webhooks to the portal at `baseUrl`. */
  sendWebhooksTo(baseUrl: string): void;
  close(): Promise<void>;
}

export async function startPaymentSimulators(): Promise<PaymentSimulators> {
  const gateway = await startChargingGatewaySimulator();
  const cardProvider = await startCardProviderSimulator();
  return {
    gateway,
    cardProvider,
    env: {
      CHARGING_GATEWAY_URL: gateway.url,
      CHARGING_GATEWAY_USERNAME: chargingGatewaySimulatorCredentials.username,
      CHARGING_GATEWAY_PASSWORD: chargingGatewaySimulatorCredentials.password,
      CARD_PROVIDER_URL: cardProvider.url,
      CARD_SECRET_KEY: cardProviderSimulatorCredentials.secretKey,
      CARD_WEBHOOK_HASH: cardProviderSimulatorCredentials.webhookHash,
      CARD_PUBLIC_KEY: cardProviderSimulatorCredentials.publicKey,
    },
    sendWebhooksTo(baseUrl) {
      cardProvider.setWebhook({ url: new URL('/cm/api/payments/webhook/', baseUrl).href });
    },
    async close() {
      await Promise.all([gateway.close(), cardProvider.close()]);
    },
  };
}
