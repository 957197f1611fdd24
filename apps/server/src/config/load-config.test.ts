import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

/** Everything production needs, none of it a development value. */
function productionEnv(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATA_DIR: tempDataDir(),
    DATABASE_URL: 'postgres://glotv@db.internal:5432/glotv',
    PUBLIC_BASE_URL: 'https://tv.example.com',
    MEDIA_SIGNING_SECRET: 'm'.repeat(40),
    TOKEN_SIGNING_SECRET: 't'.repeat(40),
    API_CLIENTS: 'glotv-web:a-production-client-secret',
    MAIL_FROM: 'GLO-TV <no-reply@tv.example.com>',
    SMS_GATEWAY_URL: 'https://sms.operator.example',
    SMS_GATEWAY_API_KEY: 'sms-key-from-the-operator',
    SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
    BSS_URL: 'https://bss.operator.example',
    BSS_USERNAME: 'glotv',
    BSS_PASSWORD: 'bss-password-from-the-operator',
    BSS_PARTY_ID: 'GLOTV',
    GLO_VERIFY_URL: 'https://lookup.operator.example',
    GLO_VERIFY_USERNAME: 'glotv',
    GLO_VERIFY_PASSWORD: 'lookup-password-from-the-operator',
    CHARGING_GATEWAY_URL: 'https://charging.operator.example',
    CHARGING_GATEWAY_USERNAME: 'glotv',
    CHARGING_GATEWAY_PASSWORD: 'charging-password-from-the-operator',
    CARD_PROVIDER_URL: 'https://api.cards.example',
    CARD_SECRET_KEY: 'FLWSECK-production-secret-key',
    CARD_WEBHOOK_HASH: 'a-webhook-hash-of-at-least-32-characters',
    CARD_PUBLIC_KEY: 'FLWPUBK-production-public-key',
  };
}

const named = (problems: string[]) => problems.map((problem) => problem.split(':')[0]);

describe('loadConfig', () => {
  it('starts in development mode with nothing else set when development is chosen explicitly', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDataDir() });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      operatorUid: 'glotv',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      publicBaseUrl: 'http://localhost:8080',
      adapters: { smsGatewayUrl: undefined, bssUrl: undefined, cardProviderUrl: undefined },
      bss: undefined,
      paymentPublicKey: '',
    });
  });

  it("applies production's rules when NODE_ENV is unset, refusing to start on nothing", () => {
    const problems = problemsOf({ DATA_DIR: tempDataDir() });
    expect(problems).toContain('DATABASE_URL: required in production');
    expect(problems).toContain('API_CLIENTS: a development default, not allowed in production');
  });

  it('starts in production with every system, secret and credential given', () => {
    const config = loadConfig(productionEnv());
    expect(config).toMatchObject({
      env: 'production',
      publicBaseUrl: 'https://tv.example.com',
      smsGatewayApiKey: 'sms-key-from-the-operator',
      bss: { username: 'glotv', password: 'bss-password-from-the-operator', partyId: 'GLOTV' },
      gloVerify: { username: 'glotv', password: 'lookup-password-from-the-operator' },
      paymentPublicKey: 'FLWPUBK-production-public-key',
      payments: {
        chargingGateway: { username: 'glotv', password: 'charging-password-from-the-operator' },
        card: {
          secretKey: 'FLWSECK-production-secret-key',
          webhookHash: 'a-webhook-hash-of-at-least-32-characters',
        },
      },
    });
  });

  it('requires in production every system the portal talks to, with its credentials, in one error', () => {
    const env = productionEnv();
    for (const name of [
      'SMS_GATEWAY_URL',
      'SMS_GATEWAY_API_KEY',
      'SMTP_URL',
      'BSS_PASSWORD',
      'GLO_VERIFY_URL',
      'GLO_VERIFY_USERNAME',
      'CHARGING_GATEWAY_PASSWORD',
      'CARD_PROVIDER_URL',
      'CARD_WEBHOOK_HASH',
      'PUBLIC_BASE_URL',
    ]) {
      delete env[name];
    }
    expect(problemsOf(env).sort()).toEqual(
      [
        'SMS_GATEWAY_URL: required in production',
        'SMS_GATEWAY_API_KEY: required in production',
        'SMTP_URL: required in production',
        'BSS_PASSWORD: required in production',
        'GLO_VERIFY_URL: required in production',
        'GLO_VERIFY_USERNAME: required in production',
        'CHARGING_GATEWAY_PASSWORD: required in production',
        'CARD_PROVIDER_URL: required in production',
        'CARD_WEBHOOK_HASH: required in production',
        'PUBLIC_BASE_URL: required in production',
      ].sort(),
    );
  });

  it('refuses in production every development default, naming each variable', () => {
    const problems = problemsOf({
      ...productionEnv(),
      API_CLIENTS: 'partner-app:partner-secret,glotv-web:glotv-web-public',
      CARD_PUBLIC_KEY: 'pk_test_glotv_demo',
      RATE_LIMIT_MULTIPLIER: '100',
      BSS_PASSWORD: 'glotv-portal-dev',
      SMS_GATEWAY_API_KEY: 'glotv-sms-gateway-simulator-key',
      GLO_VERIFY_PASSWORD: 'glo-verify-simulator',
      CHARGING_GATEWAY_PASSWORD: 'glotv-charging-dev',
      CARD_SECRET_KEY: 'sk_test_glotv_card_provider_simulator',
      CARD_WEBHOOK_HASH: 'whsec_glotv_card_provider_simulator_hash',
      MAIL_FROM: 'GLO-TV <no-reply@glotv.local>',
    });
    expect(named(problems).sort()).toEqual(
      [
        'API_CLIENTS',
        'CARD_PUBLIC_KEY',
        'RATE_LIMIT_MULTIPLIER',
        'BSS_PASSWORD',
        'SMS_GATEWAY_API_KEY',
        'GLO_VERIFY_PASSWORD',
        'CHARGING_GATEWAY_PASSWORD',
        'CARD_SECRET_KEY',
        'CARD_WEBHOOK_HASH',
        'MAIL_FROM',
      ].sort(),
    );
    expect(problems).toContain('API_CLIENTS: a development default, not allowed in production');
  });

  it('refuses in production the default API_CLIENTS pair and MAIL_FROM when they are left unset', () => {
    const env = productionEnv();
    delete env.API_CLIENTS;
    delete env.MAIL_FROM;
    expect(named(problemsOf(env)).sort()).toEqual(['API_CLIENTS', 'MAIL_FROM']);
  });

  it('requires, in every mode, the credentials of a system whose address is set', () => {
    const problems = problemsOf({
      NODE_ENV: 'test',
      DATA_DIR: tempDataDir(),
      SMS_GATEWAY_URL: 'http://127.0.0.1:4010',
      GLO_VERIFY_URL: 'http://127.0.0.1:4011',
      GLO_VERIFY_USERNAME: 'portal',
    });
    expect(problems).toEqual([
      'SMS_GATEWAY_API_KEY: required when SMS_GATEWAY_URL is set',
      'GLO_VERIFY_PASSWORD: required when GLO_VERIFY_URL is set',
    ]);
  });

  it('hands each configured system its configured credentials, and none to a system without an address', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: tempDataDir(),
      SMS_GATEWAY_URL: 'http://127.0.0.1:4010',
      SMS_GATEWAY_API_KEY: 'the-configured-key',
      BSS_PASSWORD: 'a password without its system',
    });
    expect(config.smsGatewayApiKey).toBe('the-configured-key');
    expect(config.bss).toBeUndefined();
  });

  it('refuses a bad environment naming every bad variable at once', () => {
    const problems = problemsOf({
      DATA_DIR: tempDataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      REDIS_URL: 'not a url',
      OPERATOR_UID: 'GLO TV!',
      NODE_ENV: 'staging',
      MEDIA_SIGNING_SECRET: 'short',
    });
    expect(named(problems).sort()).toEqual(
      ['DATABASE_URL', 'MEDIA_SIGNING_SECRET', 'NODE_ENV', 'OPERATOR_UID', 'PORT', 'REDIS_URL'].sort(),
    );
  });

  it('refuses a TRUSTED_PROXIES that is not IP addresses or CIDR ranges, with the other bad variables', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '10.0.0.1,::1/129', '10.0.0.0/8/1', '300.1.1.1']) {
      const problems = problemsOf({
        NODE_ENV: 'test',
        DATA_DIR: tempDataDir(),
        TRUSTED_PROXIES: bad,
        PORT: 'x',
      });
      expect(named(problems).sort()).toEqual(['PORT', 'TRUSTED_PROXIES']);
    }
  });

  it('trusts the IP addresses, CIDR ranges and named ranges TRUSTED_PROXIES lists', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tempDataDir(),
      TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1,loopback',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'loopback']);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDataDir() }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tempDataDir(),
      DATABASE_URL: '',
      REDIS_URL: ' ',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('requires secrets and a database in production instead of generating them', () => {
    const env = productionEnv();
    delete env.MEDIA_SIGNING_SECRET;
    delete env.TOKEN_SIGNING_SECRET;
    delete env.DATABASE_URL;
    expect(problemsOf(env)).toEqual([
      'MEDIA_SIGNING_SECRET: required in production',
      'TOKEN_SIGNING_SECRET: required in production',
      'DATABASE_URL: required in production',
    ]);
    expect(fs.existsSync(path.join(env.DATA_DIR!, 'secrets.json'))).toBe(false);
  });

  it('generates development secrets once and keeps them across restarts', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.mediaSigningSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.mediaSigningSecret).not.toEqual(first.tokenSigningSecret);
    expect(second.mediaSigningSecret).toEqual(first.mediaSigningSecret);
    expect(second.tokenSigningSecret).toEqual(first.tokenSigningSecret);
    const mode = fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('uses secrets from the environment when given', () => {
    const secret = 'x'.repeat(40);
    const dataDir = tempDataDir();
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      MEDIA_SIGNING_SECRET: secret,
      TOKEN_SIGNING_SECRET: secret,
    });
    expect(config.mediaSigningSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });
});
