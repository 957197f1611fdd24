import { startBillingSystemSimulator } from './billing-system/billing-system.simulator.ts';
import {
  type CardProviderSimulator,
  startCardProviderSimulator,
} from './card-provider/card-provider-simulator.ts';
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
