import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/load-config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { consoleUsage, main } from './cli/console.ts';
import { commandLineStaff } from './staff-commands.ts';
import { codeFor, tokenOfSetupUrl } from './staff-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const origin = () => new URL(testApp.config.publicBaseUrl).origin;

describe('npm run console', () => {
  it('add-admin makes an invited admin and a one-time set-up link on PUBLIC_BASE_URL, with no password', async () => {
    const link = await commandLineStaff(testApp.app.db, testApp.config).addAdmin('First.Admin@Example.com');
    expect(link.setupUrl.startsWith(`${testApp.config.publicBaseUrl}/console/setup#token=`)).toBe(true);
    expect(link.staff).toMatchObject({ role: 'admin', status: 'invited', created_by_email: null });
    const row = await testApp.app.db
      .selectFrom('staff')
      .select(['password_hash', 'email'])
      .where('id', '=', link.staff.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();

    // The link sets the admin up, who may then use the admin routes.
    const token = tokenOfSetupUrl(link.setupUrl);
    const inspected = await testApp.app.inject({
      method: 'POST',
      url: '/api/console/v1/setup/inspect',
      headers: { origin: origin() },
      payload: { token },
    });
    const { secret } = inspected.json().data;
    const done = await testApp.app.inject({
      method: 'POST',
      url: '/api/console/v1/setup/complete',
      headers: { origin: origin() },
      payload: { token, password: 'first-admin', confirm_password: 'first-admin', code: codeFor(secret) },
    });
    expect(done.statusCode).toBe(200);
    const cookie = done.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await testApp.app.inject({ url: '/api/console/v1/staff', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a second account for the same address and a malformed one', async () => {
    const staff = commandLineStaff(testApp.app.db, testApp.config);
    await staff.addAdmin('twice@example.com');
    await expect(staff.addAdmin('TWICE@example.com')).rejects.toThrow('already has this e-mail address');
    await expect(staff.addAdmin('not an address')).rejects.toThrow('is not an e-mail address');
  });

  it('reset gives a member a new link and makes the old one useless', async () => {
    const staff = commandLineStaff(testApp.app.db, testApp.config);
    const first = await staff.addAdmin('lost-phone@example.com');
    const second = await staff.reset('lost-phone@example.com');
    const inspect = (setupUrl: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/console/v1/setup/inspect',
        headers: { origin: origin() },
        payload: { token: tokenOfSetupUrl(setupUrl) },
      });
    expect((await inspect(first.setupUrl)).statusCode).toBe(404);
    expect((await inspect(second.setupUrl)).statusCode).toBe(200);
    await expect(staff.reset('nobody@example.com')).rejects.toThrow('No member of staff');
  });

  it('prints its usage for no or an unknown command', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await main([])).toBe(0);
      expect(await main(['make-coffee', 'x@example.com'])).toBe(2);
      expect(log).toHaveBeenCalledWith(consoleUsage);
    } finally {
      log.mockRestore();
    }
  });

  it('is also a development route for a running server, answered to this machine only', async () => {
    const made = await testApp.app.inject({
      method: 'POST',
      url: '/dev/console/add-admin',
      payload: { email: 'dev-admin@example.com' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.setup_url).toContain('/console/setup#token=');
    const remote = await testApp.app.inject({
      method: 'POST',
      url: '/dev/console/add-admin',
      payload: { email: 'remote@example.com' },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('has no development route in production', async () => {
    const production = await createTestApp({ production: true });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/console/add-admin',
        payload: { email: 'prod@example.com' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the console web app', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-console-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GLO-TV</title>');
    fs.mkdirSync(path.join(dist, 'console', 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'console', 'index.html'),
      '<!doctype html><title>GLO-TV console</title>',
    );
    fs.writeFileSync(path.join(dist, 'console', 'assets', 'index-abc.js'), 'export {}');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is served under /console/, any console path gets its page, and /play never serves it', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testApp.config.dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: database.db, seed: false, webDistDir: dist });
    try {
      for (const url of ['/console/', '/console/staff', '/console/setup']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('GLO-TV console');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject('/console/assets/index-abc.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject('/console/assets/missing.js')).statusCode).toBe(404);
      expect((await app.inject('/play/console/index.html')).body).not.toContain('GLO-TV console');
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
