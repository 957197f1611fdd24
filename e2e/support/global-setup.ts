import { startPortal } from '@glotv/testing/portal-launcher';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

/**
 * One portal for the whole browser suite: every file only reads the demo catalog and signs up subscribers of its
 * own. DEMO_MEDIA=auto encodes the three demo clips in the background (about 40 s on two cores) and links them
 * to every title, trailer and channel filler; the files that play video wait for it (`waitForMedia`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portal = await startPortal({
    // Generous: the two shared cores are often busy with other builds when the suite starts.
    startTimeoutMs: 360_000,
    env: {
      DEMO_MEDIA: 'auto',
      // Browser tests sign up many subscribers from one address; the limits themselves are tested in the API suite.
      RATE_LIMIT_MULTIPLIER: '10',
    },
  });
  project.provide('portalUrl', portal.baseUrl);
  return () => portal.stop();
}
