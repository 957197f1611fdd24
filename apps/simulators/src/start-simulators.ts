import { startBillingSystemSimulator } from './billing-system/billing-system.simulator.ts';
import { startGloVerifySimulator } from './glo-verify/glo-verify-simulator.ts';
import { startMailServerSimulator } from './mail-server/mail-server-simulator.ts';
import { startSmsGatewaySimulator } from './sms-gateway/sms-gateway-simulator.ts';

export interface SimulatorUrls {
  smsGatewayUrl?: string | undefined;
  smtpUrl?: string | undefined;
  bssUrl?: string | undefined;
  gloVerifyUrl?: string | undefined;
}

export interface RunningSimulators {
  urls: Required<SimulatorUrls>;
  close(): Promise<void>;
}

/** Starts a simulator for every system whose address is not given; the given ones are left alone. */
export async function startSimulators(given: SimulatorUrls): Promise<RunningSimulators> {
  const started: { url: string; close(): Promise<void> }[] = [];
  const urlFor = async (
    url: string | undefined,
    start: () => Promise<{ url: string; close(): Promise<void> }>,
  ) => {
    if (url) return url;
    const simulator = await start();
    started.push(simulator);
    return simulator.url;
  };
  const urls = {
    smsGatewayUrl: await urlFor(given.smsGatewayUrl, () => startSmsGatewaySimulator()),
    smtpUrl: await urlFor(given.smtpUrl, () => startMailServerSimulator()),
    bssUrl: await urlFor(given.bssUrl, () => startBillingSystemSimulator()),
    gloVerifyUrl: await urlFor(given.gloVerifyUrl, () => startGloVerifySimulator()),
  };
  return {
    urls,
    async close() {
      await Promise.all(started.map((simulator) => simulator.close()));
    },
  };
}
