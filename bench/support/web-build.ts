import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The built web app the portal serves. */
export const webDist = path.join(repoRoot, 'apps/web/dist');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestChange(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), stat.mtimeMs);
}

/**
 * Written beside the build by `ensureWebBuild` only: a build made any other way (`npm start` and the browser tests
 * build the development flavour, with its test pages) has none, since every build empties the folder first.
 */
const benchBuildStamp = path.join(webDist, '.bench-production-build');

/**
 * The portal serves the built web app (apps/web/dist): builds the production flavour (`npm run build`) when the
 * folder holds none made here or it is older than its sources, so the audits measure the code as it stands and
 * as production serves it, never a development build left by `npm start` or the browser tests.
 */
export function ensureWebBuild(): void {
  const builtAt = fs.existsSync(benchBuildStamp) ? fs.statSync(benchBuildStamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(repoRoot, source))));
  if (builtAt > changedAt) return;
  console.log(
    'building the web app (apps/web/dist is missing, a development build, or older than its sources)',
  );
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.writeFileSync(benchBuildStamp, `${new Date().toISOString()}\n`);
}
