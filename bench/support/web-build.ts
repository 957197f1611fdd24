import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The built web app the portal serves. */
export const webDist = path.join(repoRoot, 'apps/web/dist');
const builtIndex = path.join(webDist, 'index.html');
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
 * The portal serves the built web app (apps/web/dist): builds it as `npm start` does when it is missing or
 * older than its sources, so the audits measure the code as it stands.
 */
export function ensureWebBuild(): void {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(repoRoot, source))));
  if (builtAt > changedAt) return;
  console.log('building the web app (apps/web/dist is missing or older than its sources)');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
