import { startBillingSystemSimulator } from './billing-system/billing-system.simulator.ts';
import { cardProviderSimulatorCredentials } from './card-provider/card-provider-credentials.ts';
import {
  type CardProviderSimulator,
  startCardProviderSimulator,
} from './card-provider/card-provider-simulator.ts';
import { chargingGatewaySimulatorCredentials } from './charging-gateway/charging-gateway-credentials.ts';
import {
  type ChargingGatewaySimulator,
  startChargingGatewaySimulator,
} from './charging-gateway/charging-gateway-simulator.ts';
import { startGloVerifySimulator } from './glo-verify/glo-verify-simulator.ts';
import { startMailServerSimulator } from './mail-server/mail-server-simulator.ts';
import { startSmsGatewaySimulator } from './sms-gateway/sms-gateway-simulator.ts';

export interface SimulatorUrls {
  smsGatewayUrl?: string | undefined;
  smtpUrl?: string | undefined;
  bssUrl?: string | undefined;
  gloVerifyUrl?: string | undefined;
  chargingGatewayUrl?: string | undefined;
  cardProviderUrl?: string | undefined;
}

export interface RunningSimulators {
  urls: Required<SimulatorUrls>;
  /** The payment simulators started here (none when their URL was given). */
  chargingGateway?: ChargingGatewaySimulator | undefined;
  cardProvider?: CardProviderSimulator | undefined;
  close(): Promise<void>;
}

/** Starts a simulator for every system whose address is not given; the given ones are left alone. */
export async function startSimulators(
  given: SimulatorUrls,
  options: { cardWebhookUrl?: string } = {},
): Promise<RunningSimulators> {
  const started: { url: string; close(): Promise<void> }[] = [];
  const startedHere = async <T extends { url: string; close(): Promise<void> }>(
    url: string | undefined,
    start: () => Promise<T>,
  ): Promise<T | undefined> => {
    if (url) return undefined;
    const simulator = await start();
    started.push(simulator);
    return simulator;
  };
  const urlFor = async (
    url: string | undefined,
    start: () => Promise<{ url: string; close(): Promise<void> }>,
  ) => url ?? (await startedHere(url, start))!.url;

  const chargingGateway = await startedHere(given.chargingGatewayUrl, () => startChargingGatewaySimulator());
  const cardProvider = await startedHere(given.cardProviderUrl, () =>
    startCardProviderSimulator({ webhook: { url: options.cardWebhookUrl } }),
  );
  const urls = {
    smsGatewayUrl: await urlFor(given.smsGatewayUrl, () => startSmsGatewaySimulator()),
    smtpUrl: await urlFor(given.smtpUrl, () => startMailServerSimulator()),
    bssUrl: await urlFor(given.bssUrl, () => startBillingSystemSimulator()),
    gloVerifyUrl: await urlFor(given.gloVerifyUrl, () => startGloVerifySimulator()),
    chargingGatewayUrl: given.chargingGatewayUrl ?? chargingGateway!.url,
    cardProviderUrl: given.cardProviderUrl ?? cardProvider!.url,
  };
  return {
    urls,
    chargingGateway,
    cardProvider,
    async close() {
      await Promise.all(started.map((simulator) => simulator.close()));
    },
  };
}

/**
 * The server's variables for these simulators: every system's address, and the credentials the payment
 * simulators accept (the others take the server's development defaults).
 */
export function serverEnvironmentOf(simulators: RunningSimulators): Record<string, string> {
  const { urls } = simulators;
  return {
    SIMULATORS: 'off',
    SMS_GATEWAY_URL: urls.smsGatewayUrl,
    SMTP_URL: urls.smtpUrl,
    BSS_URL: urls.bssUrl,
    GLO_VERIFY_URL: urls.gloVerifyUrl,
    CHARGING_GATEWAY_URL: urls.chargingGatewayUrl,
    CHARGING_GATEWAY_USERNAME: chargingGatewaySimulatorCredentials.username,
    CHARGING_GATEWAY_PASSWORD: chargingGatewaySimulatorCredentials.password,
    CARD_PROVIDER_URL: urls.cardProviderUrl,
    CARD_SECRET_KEY: cardProviderSimulatorCredentials.secretKey,
    CARD_WEBHOOK_HASH: cardProviderSimulatorCredentials.webhookHash,
    CARD_PUBLIC_KEY: cardProviderSimulatorCredentials.publicKey,
  };
}
