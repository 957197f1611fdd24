import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

type ToolName = keyof FfmpegTools;

const envVariable: Record<ToolName, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
const npmPackage: Record<ToolName, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

/**
 * Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH when set, else the system's on PATH (Debian's
 * ffmpeg has every codec the ladder uses), else the static binaries shipped in the optional npm packages.
 * Throws a message saying how to get one when none is found.
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools {
  return { ffmpeg: locate('ffmpeg', env), ffprobe: locate('ffprobe', env) };
}

function locate(tool: ToolName, env: NodeJS.ProcessEnv): string {
  const override = env[envVariable[tool]];
  if (override) {
    if (!isExecutable(override))
      throw new Error(`${envVariable[tool]}=${override} is not an executable file`);
    return override;
  }
  const found = onPath(tool, env.PATH ?? '') ?? fromNpmPackage(tool);
  if (found) return found;
  throw new Error(
    `${tool} was not found. Install it (apt-get install ffmpeg), set ${envVariable[tool]}, ` +
      `or run npm install so that the optional package ${npmPackage[tool]} provides it.`,
  );
}

function onPath(tool: ToolName, searchPath: string): string | undefined {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, tool);
    if (isExecutable(candidate) && answersVersion(candidate)) return candidate;
  }
  return undefined;
}

/** npm 11 does not run the packages' `chmod u+x` install script unless approved, so it is done here. */
function fromNpmPackage(tool: ToolName): string | undefined {
  let binary: string;
  try {
    const required: unknown = createRequire(import.meta.url)(npmPackage[tool]);
    if (!required || typeof required !== 'object' || !('path' in required)) return undefined;
    binary = String(required.path);
  } catch {
    return undefined;
  }
  if (!isExecutable(binary)) {
    try {
      fs.chmodSync(binary, fs.statSync(binary).mode | 0o100);
    } catch {
      return undefined;
    }
  }
  return isExecutable(binary) ? binary : undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function answersVersion(binary: string): boolean {
  return spawnSync(binary, ['-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}
