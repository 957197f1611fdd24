import { type Browser, chromium } from 'playwright-core';

/** Debian's `chromium` package: downloading a browser is neither possible nor wanted. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, without the background traffic that a closed network refuses. `autoplay` lets a
 * page opened by `goto` play with sound, as a person's press on Play (a user gesture) always allows.
 */
export function launchChromium(options: { autoplay?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.autoplay ? ['--autoplay-policy=no-user-gesture-required'] : []),
    ],
  });
}
