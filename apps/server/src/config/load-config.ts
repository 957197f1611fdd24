import path from 'node:path';
import { cardProviderSimulatorCredentials } from '@glotv/simulators/card-provider/card-provider-credentials';
import { chargingGatewaySimulatorCredentials } from '@glotv/simulators/charging-gateway/charging-gateway-credentials';
import type { z } from 'zod';
import { type Env, envSchema } from './config-schema.ts';
import { loadOrCreateDevSecrets } from './dev-secrets.ts';

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  operatorUid: string;
  publicBaseUrl: string;
  trustedProxies: string[];
  mediaSigningSecret: string;
  tokenSigningSecret: string;
  simulators: Env['SIMULATORS'];
  /** 'auto': make the demo catalog's media on first start (DEMO_MEDIA; off under NODE_ENV=test). */
  demoMedia: 'auto' | 'off';
  adapters: {
    smsGatewayUrl: string | undefined;
    chargingGatewayUrl: string | undefined;
    bssUrl: string | undefined;
    gloVerifyUrl: string | undefined;
    cardProviderUrl: string | undefined;
    smtpUrl: string | undefined;
  };
  geoDevCountry: string;
  smsSenderId: string;
  mailFrom: string;
  bss: { username: string; password: string; partyId: string };
  apiClients: Map<string, string>;
  paymentPublicKey: string;
  payments: {
    chargingGateway: { username: string; password: string };
    card: { secretKey: string; webhookHash: string };
    reconcileIntervalMs: number;
  };
  rateLimitMultiplier: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const requiredInProduction = ['MEDIA_SIGNING_SECRET', 'TOKEN_SIGNING_SECRET', 'DATABASE_URL'] as const;
/** A payment system's secrets have simulator defaults outside production; in production they come with its URL. */
const paymentSecretsByAdapter = [
  ['CHARGING_GATEWAY_URL', ['CHARGING_GATEWAY_USERNAME', 'CHARGING_GATEWAY_PASSWORD']],
  ['CARD_PROVIDER_URL', ['CARD_SECRET_KEY', 'CARD_WEBHOOK_HASH']],
] as const;

/**
 * Parses the environment once at start-up. Every bad variable is reported together, so an operator
 * fixes a deployment in one pass. Outside production, missing secrets are generated once into DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  const env = parsed.data;

  if (env.NODE_ENV === 'production') {
    const missing: string[] = requiredInProduction.filter((name) => env[name] === undefined);
    for (const [url, names] of paymentSecretsByAdapter) {
      if (env[url] !== undefined) missing.push(...names.filter((name) => env[name] === undefined));
    }
    if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required in production`));
  }

  const dataDir = path.resolve(env.DATA_DIR);
  const generated =
    env.MEDIA_SIGNING_SECRET && env.TOKEN_SIGNING_SECRET ? undefined : loadOrCreateDevSecrets(dataDir);

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    operatorUid: env.OPERATOR_UID,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    trustedProxies: env.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET ?? generated!.mediaSigningSecret,
    tokenSigningSecret: env.TOKEN_SIGNING_SECRET ?? generated!.tokenSigningSecret,
    simulators: env.SIMULATORS,
    demoMedia: env.DEMO_MEDIA ?? (env.NODE_ENV === 'test' ? 'off' : 'auto'),
    adapters: {
      smsGatewayUrl: env.SMS_GATEWAY_URL,
      chargingGatewayUrl: env.CHARGING_GATEWAY_URL,
      bssUrl: env.BSS_URL,
      gloVerifyUrl: env.GLO_VERIFY_URL,
      cardProviderUrl: env.CARD_PROVIDER_URL,
      smtpUrl: env.SMTP_URL,
    },
    geoDevCountry: env.GEO_DEV_COUNTRY,
    smsSenderId: env.SMS_SENDER_ID,
    mailFrom: env.MAIL_FROM,
    bss: { username: env.BSS_USERNAME, password: env.BSS_PASSWORD, partyId: env.BSS_PARTY_ID },
    paymentPublicKey: env.CARD_PUBLIC_KEY,
    payments: {
      chargingGateway: {
        username: env.CHARGING_GATEWAY_USERNAME ?? chargingGatewaySimulatorCredentials.username,
        password: env.CHARGING_GATEWAY_PASSWORD ?? chargingGatewaySimulatorCredentials.password,
      },
      card: {
        secretKey: env.CARD_SECRET_KEY ?? cardProviderSimulatorCredentials.secretKey,
        webhookHash: env.CARD_WEBHOOK_HASH ?? cardProviderSimulatorCredentials.webhookHash,
      },
      reconcileIntervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
    },
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    apiClients: new Map(
      env.API_CLIENTS.split(',').map((pair) => {
        const [id = '', secret = ''] = pair.split(':');
        return [id, secret];
      }),
    ),
  };
}

/** One line per bad variable, with every reason it was refused. */
function describeIssues(error: z.ZodError): string[] {
  const reasons = new Map<string, string[]>();
  for (const issue of error.issues) {
    const name = issue.path.join('.') || '(environment)';
    reasons.set(name, [...(reasons.get(name) ?? []), issue.message]);
  }
  return [...reasons].map(([name, messages]) => `${name}: ${[...new Set(messages)].join('; ')}`);
}
