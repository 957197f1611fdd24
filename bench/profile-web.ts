import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PortalApi, randomGloNumber } from '@glotv/testing/portal-api';
import { startPortal } from '@glotv/testing/portal-launcher';
import { topInclusiveTime } from './support/cpu-profile.ts';
import { launchAuditBrowser, signInBrowser, withPuppeteer } from './support/lighthouse-browser.ts';
import { atTenTimesCatalog, growToTenTimesCatalog } from './support/ten-times-catalog.ts';

/**
 * `npm run profile:web` (with `BENCH_CATALOG=10x` on ten times the demo catalog): the signed-in dashboard as a
 * phone opens it (412×823, the Lighthouse mobile preset's screen), its main thread profiled from navigation
 * until the page has been quiet; written to bench/results/web-dashboard.cpuprofile (DevTools opens it) and the
 * functions with the most time, callees included, printed. The web app is built unminified first, so the
 * components and hooks keep their names; the next `npm run bench -- web` builds production again.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const password = 'Profile-123';
const watchedMs = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const vite = (...args: string[]) =>
  execFileSync('npx', ['vite', 'build', ...args], { cwd: webRoot, stdio: ['ignore', 'ignore', 'inherit'] });
vite('--minify', 'false');
vite('--config', 'vite.console.config.ts');
vite('--ssr', 'src/app/first-view/render-first-view.tsx');
execFileSync('node', ['scripts/precompress.mjs'], { cwd: webRoot, stdio: 'ignore' });

fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const output = path.join(repoRoot, 'bench/results/web-dashboard.cpuprofile');
const portal = await startPortal({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
const browser = await launchAuditBrowser();
let domElements: number;
try {
  if (atTenTimesCatalog) await growToTenTimesCatalog(portal);
  const member = { number: randomGloNumber() };
  await new PortalApi(portal.baseUrl).signUp(member, password);
  await signInBrowser(browser, portal.baseUrl, member, password);
  domElements = await withPuppeteer(browser, async (connection) => {
    const page = await connection.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const dashboard = `${portal.baseUrl}/play/newdashboard`;
    // Once unprofiled: the HTTP cache then holds the scripts, as for a subscriber coming back.
    await page.goto(dashboard);
    await sleep(watchedMs);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(dashboard);
    await sleep(watchedMs);
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(output, JSON.stringify(profile));
    return page.evaluate(() => document.querySelectorAll('*').length);
  });
} finally {
  await browser.close();
  await portal.stop();
}

const { totalMs, frames } = topInclusiveTime(output, 40);
console.log(
  `dashboard${atTenTimesCatalog ? ' at ten times the catalog' : ''}: ${totalMs} ms in functions over ` +
    `${watchedMs / 1000} s from navigation, ${domElements} DOM elements`,
);
console.log(`Profile: ${path.relative(repoRoot, output)}\n`);
for (const frame of frames) {
  console.log(
    `${(frame.share * 100).toFixed(1).padStart(5)}%  ${String(frame.ms).padStart(5)} ms  ${frame.frame}`,
  );
}
