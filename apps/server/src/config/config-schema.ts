import { isIP } from 'node:net';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@glotv/contracts/console-media';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url()
        .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
          message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        })
        .optional(),
    )
    .optional();

/** The names of address ranges the proxy trust also accepts. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (address/prefix length) or a named range. */
function isProxyEntry(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Comma-separated; each entry an IP address, a CIDR range or loopback, linklocal, uniquelocal. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be IP addresses or CIDR ranges separated by commas (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
      });
    }
  });

const secret = z.string().min(32, 'must be at least 32 characters').optional();

/** A credential; an empty variable counts as unset. */
const credential = z
  .string()
  .transform((value) => (value.trim() === '' ? undefined : value))
  .optional();

/**
 * The server's whole environment. Unknown variables are ignored; known ones are checked strictly. An unset
 * NODE_ENV means production: development behaviour is only ever chosen explicitly.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./var'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  OPERATOR_UID: z
    .string()
    .regex(/^[a-z0-9_-]{2,32}$/, 'must be 2-32 lowercase letters, digits, - or _')
    .default('glotv'),
  PUBLIC_BASE_URL: optionalUrl(['http', 'https']),
  TRUSTED_PROXIES: proxyList.default(['127.0.0.1', '::1']),
  MEDIA_SIGNING_SECRET: secret,
  TOKEN_SIGNING_SECRET: secret,
  /** Encode and link the demo catalog's media in the background after start; off by default in tests. */
  DEMO_MEDIA: z.enum(['auto', 'off']).optional(),
  AV1_LADDER: z.enum(['on', 'off']).optional(),
  /** nginx's media meter log (deploy/nginx): the bytes it sent under metered addresses, read every few seconds. */
  MEDIA_METER_LOG: z.string().trim().min(1).optional(),
  SMS_GATEWAY_URL: optionalUrl(['http', 'https']),
  CHARGING_GATEWAY_URL: optionalUrl(['http', 'https']),
  BSS_URL: optionalUrl(['http', 'https']),
  GLO_VERIFY_URL: optionalUrl(['http', 'https']),
  CARD_PROVIDER_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** Outside production, loopback and private addresses count as this country (ISO code). */
  GEO_DEV_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('NG'),
  SMS_SENDER_ID: z.string().min(1).max(11).default('GLO-TV'),
  MAIL_FROM: z.string().min(3).default('GLO-TV <no-reply@glotv.local>'),
  /** Each system's credentials come with its address (see load-config.ts); they never leave the server. */
  SMS_GATEWAY_API_KEY: credential,
  BSS_USERNAME: credential,
  BSS_PASSWORD: credential,
  BSS_PARTY_ID: credential,
  GLO_VERIFY_USERNAME: credential,
  GLO_VERIFY_PASSWORD: credential,
  /** Scales every per-address rate limit; tests that are not about limits raise it. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** The portal's credentials at the operator's charging gateway (airtime). */
  CHARGING_GATEWAY_USERNAME: credential,
  CHARGING_GATEWAY_PASSWORD: credential,
  /** The card provider's secret API key and the `verif-hash` its webhooks carry. */
  CARD_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  CARD_WEBHOOK_HASH: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How often unfinished purchases are checked with the payment systems (seconds). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /** The card provider's public key, handed to the web app (not a secret). */
  CARD_PUBLIC_KEY: credential,
  /** Basic-auth client credentials accepted by the login API, as id:secret pairs separated by commas. */
  API_CLIENTS: z
    .string()
    .regex(/^[^:,]+:[^:,]+(,[^:,]+:[^:,]+)*$/, 'must be id:secret pairs separated by commas')
    .default('glotv-web:glotv-web-public'),
  /** The largest source video the console accepts, in bytes (8 GiB by default). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(2 ** 40)
    .default(DEFAULT_UPLOAD_MAX_BYTES),
  /**
   * Password hashes computed at once (default: the cores less one, at most libuv's threadpool less one) and
   * how many may wait for a slot (default: 8 per slot); see decision 026.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  /** `weak-for-tests` makes hashing cheap for the test tier; it is refused unless NODE_ENV=test. */
  PASSWORD_HASH_STRENGTH: z.enum(['owasp', 'weak-for-tests']).default('owasp'),
  /** Read by libuv itself at the first use of its threadpool (fs, dns, crypto); 4 unless set. */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
  /** A background job whose process stopped renewing its lease for this long runs again (seconds). */
  JOBS_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /**
   * Begins the Redis keys of per-subscriber state (stream leases, devices' last use), so that portals on different
   * databases may share one Redis (each test file has a prefix of its own).
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('glotv'),
  /**
   * The bearer token a Prometheus scraper sends for GET /metrics. Unset in production, /metrics is not served at
   * all; unset elsewhere, it is open (decision 038).
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How many streams one subscriber may play at the same time, on different devices. */
  STREAM_LIMIT: z.coerce.number().int().min(1).max(20).default(2),
});

export type Env = z.infer<typeof envSchema>;
