import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable } from './section.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function commandVersion(command: string, args: string[], pattern: RegExp): string {
  try {
    const output = execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
    return pattern.exec(output)?.[1] ?? 'unknown';
  } catch {
    return 'not installed';
  }
}

function packageVersion(name: string): string {
  try {
    const file = path.join(repoRoot, 'node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

/** The machine and the versions a run measured, so that its figures can be compared with another's. */
export function describeMachine() {
  const cpu = os.cpus();
  return {
    cpus: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim(),
    date: new Date().toISOString(),
    versions: {
      chromium: commandVersion('chromium', ['--version'], /Chromium\s+(\S+)/),
      nginx: nginxVersion(),
      ffmpeg: commandVersion('ffmpeg', ['-version'], /ffmpeg version\s+(\S+)/),
      fastify: packageVersion('fastify'),
      '@electric-sql/pglite': packageVersion('@electric-sql/pglite'),
      'hls.js': packageVersion('hls.js'),
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
    },
  };
}

function nginxVersion(): string {
  try {
    // `nginx -v` writes its version to stderr
    const output = execFileSync('sh', ['-c', 'nginx -v 2>&1'], { encoding: 'utf8' });
    return /nginx\/(\S+)/.exec(output)?.[1] ?? 'unknown';
  } catch {
    return 'not installed';
  }
}

export type Machine = ReturnType<typeof describeMachine>;

export function machineMarkdown(machine: Machine): string {
  return [
    `Last run: ${machine.date.slice(0, 16).replace('T', ' ')} UTC, commit ${machine.commit}, on ${machine.cpus},`,
    `${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}.`,
    '',
    markdownTable(
      ['component', 'version'],
      Object.entries(machine.versions).map(([name, version]) => [name, version]),
    ),
  ].join('\n');
}
