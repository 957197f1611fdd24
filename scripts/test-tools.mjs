// What the tests drive outside Node, and the decision of how to get what is missing (pure, so it can be tested).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Each tool: the Debian package that provides it, the variable that points at another binary, and where it is
 * looked for otherwise. Media tests need nginx and ffmpeg (unit tier), browser tests Chromium.
 */
export const testTools = [
  { name: 'chromium', debianPackage: 'chromium', variable: 'CHROMIUM_PATH', defaults: ['/usr/bin/chromium'] },
  { name: 'nginx', debianPackage: 'nginx-light', variable: 'NGINX_PATH', defaults: ['/usr/sbin/nginx'] },
  { name: 'ffmpeg', debianPackage: 'ffmpeg', variable: 'FFMPEG_PATH', defaults: [] },
];

/** Where `tool` is: its variable when set (and nothing else then), else a default path or one on PATH. */
export function locateTool(tool, env = process.env, exists = fs.existsSync) {
  const override = env[tool.variable];
  if (override) return exists(override) ? override : undefined;
  const onPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [...tool.defaults, ...onPath.map((folder) => path.join(folder, tool.name))];
  return candidates.find((candidate) => exists(candidate));
}

export function missingTools(env = process.env, exists = fs.existsSync) {
  return testTools.filter((tool) => locateTool(tool, env, exists) === undefined);
}

/**
 * Nothing to do; one apt-get install of every missing package (root on Debian); or a message saying what to
 * install, for anyone else.
 */
export function installPlan(missing, { isRoot, isDebian }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((tool) => tool.debianPackage);
  if (isRoot && isDebian) return { action: 'install', packages };
  const lines = missing.map(
    (tool) => `  ${tool.name}: install Debian's ${tool.debianPackage} package, or set ${tool.variable}`,
  );
  return {
    action: 'tell',
    message: [
      'The tests need programs that are missing:',
      ...lines,
      `On Debian: sudo apt-get install ${packages.join(' ')}`,
    ].join('\n'),
  };
}
