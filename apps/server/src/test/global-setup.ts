import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { templatePath, writePgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  await writePgliteTemplate(templatePath);
  project.provide('pgliteTemplate', templatePath);
  return () => fs.rmSync(templatePath, { force: true });
}
