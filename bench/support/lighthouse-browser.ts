import { chromiumPath } from '@glotv/testing/chromium';
import { apiClientBasic, type Identity } from '@glotv/testing/portal-api';
import { launch } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';

/** A Chromium that Lighthouse drives through its remote-debugging port. */
export interface AuditBrowser {
  port: number;
  /** Chromium's version, e.g. '140.0.7339.185'. */
  version: string;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, without the background traffic that a closed network refuses. */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    handleSIGINT: false,
  });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((answer) => answer.json() as Promise<{ Browser: string }>)
    .catch((error: unknown) => {
      chrome.kill();
      throw error;
    });
  return {
    port: chrome.port,
    version: version.Browser.replace(/^.*\//, ''),
    async close() {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
      const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
      // Kills Chromium's whole process group and removes its temporary profile.
      chrome.kill();
      await exited;
    },
  };
}

export async function withPuppeteer<T>(
  browser: AuditBrowser,
  use: (connection: Browser) => Promise<T>,
): Promise<T> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    return await use(connection);
  } finally {
    await connection.disconnect();
  }
}

/**
 * Signs the browser in as the web app does: the login call from a portal page with `X-Session-Mode: cookie`,
 * so Chromium keeps the httpOnly session cookies. Lighthouse's storage reset leaves cookies alone, so every
 * later audit in this browser opens the portal signed in.
 */
export async function signInBrowser(
  browser: AuditBrowser,
  baseUrl: string,
  who: Identity,
  password: string,
): Promise<void> {
  await withPuppeteer(browser, async (connection) => {
    const page = await connection.newPage();
    await page.goto(new URL('/play/', baseUrl).href);
    const username = 'number' in who ? `g${who.number}` : who.email;
    const status = await page.evaluate(
      async (body, authorization) => {
        const response = await fetch('/api/client/v1/global/login', {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'Content-Type': 'application/json',
            Authorization: authorization,
            'X-Session-Mode': 'cookie',
          },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { username, password, device: 'bench-lighthouse', device_class: 'mobile' },
      apiClientBasic,
    );
    if (status !== 200) throw new Error(`signing the audit browser in answered ${status}`);
    await page.close();
  });
}
