import { bssSimulatorCredentials } from '@glotv/simulators/billing-system/billing-system.credentials';
import {
  type BillingSystemSimulator,
  startBillingSystemSimulator,
} from '@glotv/simulators/billing-system/billing-system.simulator';
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
import { gloVerifySimulatorCredentials } from '@glotv/simulators/glo-verify/glo-verify-credentials';
import {
  type GloVerifySimulator,
  startGloVerifySimulator,
} from '@glotv/simulators/glo-verify/glo-verify-simulator';
import {
  type MailServerSimulator,
  startMailServerSimulator,
} from '@glotv/simulators/mail-server/mail-server-simulator';
import { SMS_GATEWAY_SIMULATOR_API_KEY } from '@glotv/simulators/sms-gateway/sms-gateway-api-key';
import {
  type SmsGatewaySimulator,
  startSmsGatewaySimulator,
} from '@glotv/simulators/sms-gateway/sms-gateway-simulator';

export type { BssCustomer } from '@glotv/simulators/billing-system/billing-system.simulator';
export type { CheckoutOutcome, Transaction } from '@glotv/simulators/card-provider/card-provider-simulator';
export { demoChargingNumbers } from '@glotv/simulators/charging-gateway/charging-gateway-simulator';
export type {
  BillingSystemSimulator,
  CardProviderSimulator,
  ChargingGatewaySimulator,
  GloVerifySimulator,
  MailServerSimulator,
  SmsGatewaySimulator,
};

/** The operator's and card provider's systems that have a simulator. */
export type SimulatedSystem = 'sms' | 'mail' | 'bss' | 'gloVerify' | 'chargingGateway' | 'cardProvider';

export const simulatedSystems: readonly SimulatedSystem[] = [
  'sms',
  'mail',
  'bss',
  'gloVerify',
  'chargingGateway',
  'cardProvider',
];

/** The variable that holds each system's address: a system whose address is set is not simulated. */
export const urlVariableOf: Record<SimulatedSystem, string> = {
  sms: 'SMS_GATEWAY_URL',
  mail: 'SMTP_URL',
  bss: 'BSS_URL',
  gloVerify: 'GLO_VERIFY_URL',
  chargingGateway: 'CHARGING_GATEWAY_URL',
  cardProvider: 'CARD_PROVIDER_URL',
};

/**
 * The credentials the simulators use when the environment names none, as the server's variables. Development
 * values: a production server refuses every one of them.
 */
export const simulatorCredentialsEnv: Record<string, string> = {
  SMS_GATEWAY_API_KEY: SMS_GATEWAY_SIMULATOR_API_KEY,
  BSS_USERNAME: bssSimulatorCredentials.username,
  BSS_PASSWORD: bssSimulatorCredentials.password,
  BSS_PARTY_ID: bssSimulatorCredentials.partyId,
  GLO_VERIFY_USERNAME: gloVerifySimulatorCredentials.username,
  GLO_VERIFY_PASSWORD: gloVerifySimulatorCredentials.password,
  CHARGING_GATEWAY_USERNAME: chargingGatewaySimulatorCredentials.username,
  CHARGING_GATEWAY_PASSWORD: chargingGatewaySimulatorCredentials.password,
  CARD_SECRET_KEY: cardProviderSimulatorCredentials.secretKey,
  CARD_WEBHOOK_HASH: cardProviderSimulatorCredentials.webhookHash,
  CARD_PUBLIC_KEY: cardProviderSimulatorCredentials.publicKey,
};

/** Each system's credential variables, handed to the server with the system's address. */
const credentialVariablesOf: Record<SimulatedSystem, string[]> = {
  sms: ['SMS_GATEWAY_API_KEY'],
  mail: [],
  bss: ['BSS_USERNAME', 'BSS_PASSWORD', 'BSS_PARTY_ID'],
  gloVerify: ['GLO_VERIFY_USERNAME', 'GLO_VERIFY_PASSWORD'],
  chargingGateway: ['CHARGING_GATEWAY_USERNAME', 'CHARGING_GATEWAY_PASSWORD'],
  cardProvider: ['CARD_SECRET_KEY', 'CARD_WEBHOOK_HASH', 'CARD_PUBLIC_KEY'],
};

export interface StartedSimulators {
  /** The server's configuration for the started systems: each address and the credentials it accepts. */
  env: Record<string, string>;
  sms?: SmsGatewaySimulator;
  mail?: MailServerSimulator;
  bss?: BillingSystemSimulator;
  gloVerify?: GloVerifySimulator;
  chargingGateway?: ChargingGatewaySimulator;
  cardProvider?: CardProviderSimulator;
  close(): Promise<void>;
}

export interface StartSimulatorsOptions {
  /**
   * Credentials to start the simulators with, as the server's variables (SMS_GATEWAY_API_KEY, BSS_PASSWORD, …);
   * the simulators' own development credentials for those not given.
   */
  credentials?: Record<string, string | undefined>;
  /** Where the card provider sends its webhooks (the portal's /cm/api/payments/webhook/). */
  cardWebhookUrl?: string;
}

/** Starts a simulator, on a free loopback port, for each of `systems`, with the credentials asked for. */
export async function startSimulators(
  systems: readonly SimulatedSystem[],
  options: StartSimulatorsOptions = {},
): Promise<StartedSimulators> {
  const credential = (name: string): string => options.credentials?.[name] || simulatorCredentialsEnv[name]!;
  const started: { url: string; close(): Promise<void> }[] = [];
  const env: Record<string, string> = {};
  const handles: Omit<StartedSimulators, 'env' | 'close'> = {};

  const starters: Record<SimulatedSystem, () => Promise<{ url: string; close(): Promise<void> }>> = {
    sms: async () =>
      (handles.sms = await startSmsGatewaySimulator({ apiKey: credential('SMS_GATEWAY_API_KEY') })),
    mail: async () => (handles.mail = await startMailServerSimulator()),
    bss: async () =>
      (handles.bss = await startBillingSystemSimulator({
        credentials: {
          username: credential('BSS_USERNAME'),
          password: credential('BSS_PASSWORD'),
          partyId: credential('BSS_PARTY_ID'),
        },
      })),
    gloVerify: async () =>
      (handles.gloVerify = await startGloVerifySimulator({
        credentials: {
          username: credential('GLO_VERIFY_USERNAME'),
          password: credential('GLO_VERIFY_PASSWORD'),
        },
      })),
    chargingGateway: async () =>
      (handles.chargingGateway = await startChargingGatewaySimulator({
        credentials: {
          username: credential('CHARGING_GATEWAY_USERNAME'),
          password: credential('CHARGING_GATEWAY_PASSWORD'),
        },
      })),
    cardProvider: async () =>
      (handles.cardProvider = await startCardProviderSimulator({
        webhook: { url: options.cardWebhookUrl },
        credentials: {
          secretKey: credential('CARD_SECRET_KEY'),
          webhookHash: credential('CARD_WEBHOOK_HASH'),
          publicKey: credential('CARD_PUBLIC_KEY'),
        },
      })),
  };

  const close = () => Promise.all(started.map((simulator) => simulator.close())).then(() => undefined);
  try {
    for (const system of new Set(systems)) {
      const simulator = await starters[system]();
      started.push(simulator);
      env[urlVariableOf[system]] = simulator.url;
      for (const name of credentialVariablesOf[system]) env[name] = credential(name);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { env, ...handles, close };
}
