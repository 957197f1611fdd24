import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-web-build-'));

/** Builds the web app as `npm run build` or `build:development` does, into a folder of its own. */
async function buildInMode(mode: 'production' | 'development'): Promise<Map<string, string>> {
  const outDir = path.join(outRoot, mode);
  await build({ root: webRoot, mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(outDir, 'assets'))) {
    files.set(name, fs.readFileSync(path.join(outDir, 'assets', name), 'utf8'));
  }
  return files;
}

const developmentOnly = /testflutterwave|\/dev\/payments|\/dev\/outbox|\/dev\/packages/;

let production: Map<string, string>;
let development: Map<string, string>;
beforeAll(async () => {
  production = await buildInMode('production');
  development = await buildInMode('development');
}, 120_000);
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

describe('the web bundle', () => {
  it('leaves the test payment page and its API calls out of the production build', () => {
    expect([...production.keys()].filter((name) => name.includes('test-payment'))).toEqual([]);
    const leaking = [...production].filter(([, text]) => developmentOnly.test(text)).map(([name]) => name);
    expect(leaking).toEqual([]);
  });

  it('carries the test payment page in the development build, with React built for production', () => {
    expect([...development.keys()].some((name) => /^test-payment-page-.*\.js$/.test(name))).toBe(true);
    const entry = [...development].find(([name]) => /^index-.*\.js$/.test(name));
    expect(entry?.[1]).toContain('/testflutterwave');
    const vendor = (files: Map<string, string>) =>
      [...files.keys()].find((name) => name.startsWith('vendor-'));
    // The same React in both: the development build differs only by its development pages.
    expect(vendor(development)).toBe(vendor(production));
  });
});
