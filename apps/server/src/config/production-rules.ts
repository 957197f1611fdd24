import type { Env } from './config-schema.ts';

/**
 * Every operator and card system the portal talks to, with the credentials that come with its address. In
 * production each is required: no simulator stands in for a system there.
 */
export const systems = [
  { url: 'SMS_GATEWAY_URL', credentials: ['SMS_GATEWAY_API_KEY'] },
  // The mail server's login, if it needs one, is part of SMTP_URL (smtp://user:password@host:port).
  { url: 'SMTP_URL', credentials: [] },
  { url: 'BSS_URL', credentials: ['BSS_USERNAME', 'BSS_PASSWORD', 'BSS_PARTY_ID'] },
  { url: 'GLO_VERIFY_URL', credentials: ['GLO_VERIFY_USERNAME', 'GLO_VERIFY_PASSWORD'] },
  { url: 'CHARGING_GATEWAY_URL', credentials: ['CHARGING_GATEWAY_USERNAME', 'CHARGING_GATEWAY_PASSWORD'] },
  { url: 'CARD_PROVIDER_URL', credentials: ['CARD_SECRET_KEY', 'CARD_WEBHOOK_HASH', 'CARD_PUBLIC_KEY'] },
] as const satisfies readonly { url: keyof Env; credentials: readonly (keyof Env)[] }[];

/** What production needs beyond the systems: secrets, the database, and the address users reach it at. */
const requiredInProduction = [
  'MEDIA_SIGNING_SECRET',
  'TOKEN_SIGNING_SECRET',
  'DATABASE_URL',
  'PUBLIC_BASE_URL',
] as const satisfies readonly (keyof Env)[];

/**
 * Values that only development uses: the schema's stand-in defaults and the simulators' published credentials
 * (the development composition's test checks that this list covers them). Production refuses each of them.
 */
export const developmentValues: Partial<Record<keyof Env, readonly string[]>> = {
  API_CLIENTS: ['glotv-web:glotv-web-public'],
  MAIL_FROM: ['GLO-TV <no-reply@glotv.local>'],
  CARD_PUBLIC_KEY: ['pk_test_glotv_demo'],
  CARD_SECRET_KEY: ['sk_test_glotv_card_provider_simulator'],
  CARD_WEBHOOK_HASH: ['whsec_glotv_card_provider_simulator_hash'],
  SMS_GATEWAY_API_KEY: ['glotv-sms-gateway-simulator-key'],
  BSS_PASSWORD: ['glotv-portal-dev'],
  GLO_VERIFY_PASSWORD: ['glo-verify-simulator'],
  CHARGING_GATEWAY_PASSWORD: ['glotv-charging-dev'],
};

/** A system's credentials are required wherever its address is set, whatever the mode. */
export function missingCredentials(env: Env): string[] {
  return systems.flatMap(({ url, credentials }) =>
    env[url] === undefined
      ? []
      : credentials
          .filter((name) => env[name] === undefined)
          .map((name) => `${name}: required when ${url} is set`),
  );
}

/** Everything that stops a production start, one line per variable. */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  const required = [
    ...requiredInProduction,
    ...systems.flatMap(({ url, credentials }) => [url, ...credentials]),
  ];
  for (const name of required) {
    if (env[name] === undefined) problems.push(`${name}: required in production`);
  }
  for (const [name, values] of Object.entries(developmentValues) as [keyof Env, readonly string[]][]) {
    const value = env[name];
    if (typeof value !== 'string') continue;
    const entries = name === 'API_CLIENTS' ? value.split(',') : [value];
    if (entries.some((entry) => values.includes(entry))) {
      problems.push(`${name}: a development default, not allowed in production`);
    }
  }
  if (env.RATE_LIMIT_MULTIPLIER !== 1) {
    problems.push('RATE_LIMIT_MULTIPLIER: must be 1 in production (raised limits are for tests)');
  }
  return problems;
}
