import path from 'node:path';
import type { z } from 'zod';
import { type Env, envSchema } from './config-schema.ts';
import { loadOrCreateDevSecrets } from './dev-secrets.ts';
import { type PasswordHashingConfig, passwordHashingConfig } from './password-hashing-config.ts';
import { missingCredentials, productionProblems } from './production-rules.ts';

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
  /** 'auto': make the demo catalog's media on first start (DEMO_MEDIA; off under NODE_ENV=test). */
  demoMedia: 'auto' | 'off';
  /** 'on': every new asset also gets an AV1 ladder, encoded after its H.264 one (AV1_LADDER; off under NODE_ENV=test). */
  av1Ladder: 'on' | 'off';
  /** nginx's media meter log, counted against subscribers' data when set (MEDIA_METER_LOG). */
  mediaMeterLog?: string | undefined;
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
  /** Each system's credentials: undefined exactly when its address is not set. */
  smsGatewayApiKey: string | undefined;
  bss: { username: string; password: string; partyId: string } | undefined;
  gloVerify: { username: string; password: string } | undefined;
  apiClients: Map<string, string>;
  /** The card provider's public key for the web app; empty when no card provider is configured. */
  paymentPublicKey: string;
  payments: {
    chargingGateway: { username: string; password: string } | undefined;
    card: { secretKey: string; webhookHash: string } | undefined;
    reconcileIntervalMs: number;
  };
  rateLimitMultiplier: number;
  /** The largest upload the console accepts (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** When a background job's lease counts as stale (JOBS_STALE_SECONDS), in ms. */
  jobsStaleAfterMs: number;
  /** Begins the Redis keys of per-subscriber state (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** How many streams one subscriber may play at once (STREAM_LIMIT). */
  streamLimit: number;
  /** The bearer token GET /metrics requires (METRICS_TOKEN); see decision 038 for when it is unset. */
  metricsToken: string | undefined;
  /** scrypt's strength and how many hashes run and wait at once (decision 026). */
  passwordHashing: PasswordHashingConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at start-up. Every bad variable is reported together, so an operator
 * fixes a deployment in one pass. Production (also when NODE_ENV is unset) refuses missing systems, secrets
 * and credentials and every development default; only in development or test mode are missing secrets
 * generated once into DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  const env = parsed.data;

  const hashing = passwordHashingConfig(env);
  const problems = [
    ...(env.NODE_ENV === 'production' ? productionProblems(env) : missingCredentials(env)),
    ...hashing.problems,
  ];
  if (problems.length > 0) throw new ConfigError(problems);

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
    trustedProxies: env.TRUSTED_PROXIES,
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET ?? generated!.mediaSigningSecret,
    tokenSigningSecret: env.TOKEN_SIGNING_SECRET ?? generated!.tokenSigningSecret,
    demoMedia: env.DEMO_MEDIA ?? (env.NODE_ENV === 'test' ? 'off' : 'auto'),
    av1Ladder: env.AV1_LADDER ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
    mediaMeterLog: env.MEDIA_METER_LOG,
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
    // Set together with their address, which the checks above guarantee.
    smsGatewayApiKey: env.SMS_GATEWAY_URL ? env.SMS_GATEWAY_API_KEY! : undefined,
    bss: env.BSS_URL
      ? { username: env.BSS_USERNAME!, password: env.BSS_PASSWORD!, partyId: env.BSS_PARTY_ID! }
      : undefined,
    gloVerify: env.GLO_VERIFY_URL
      ? { username: env.GLO_VERIFY_USERNAME!, password: env.GLO_VERIFY_PASSWORD! }
      : undefined,
    paymentPublicKey: (env.CARD_PROVIDER_URL && env.CARD_PUBLIC_KEY) || '',
    payments: {
      chargingGateway: env.CHARGING_GATEWAY_URL
        ? { username: env.CHARGING_GATEWAY_USERNAME!, password: env.CHARGING_GATEWAY_PASSWORD! }
        : undefined,
      card: env.CARD_PROVIDER_URL
        ? { secretKey: env.CARD_SECRET_KEY!, webhookHash: env.CARD_WEBHOOK_HASH! }
        : undefined,
      reconcileIntervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
    },
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    jobsStaleAfterMs: env.JOBS_STALE_SECONDS * 1000,
    streamLimit: env.STREAM_LIMIT,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    passwordHashing: hashing.config,
    metricsToken: env.METRICS_TOKEN,
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
