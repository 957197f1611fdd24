import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

/** One portal for the whole browser suite, started exactly as a person would start it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portal = await startPortal();
  project.provide('portalUrl', portal.baseUrl);
  return () => portal.stop();
}
