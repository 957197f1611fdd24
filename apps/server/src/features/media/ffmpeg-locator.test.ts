import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from './ffmpeg-locator.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-ffmpeg-locator-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function fakeTool(name: string, answersVersion = true): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `#!/bin/sh\nexit ${answersVersion ? 0 : 1}\n`);
  fs.chmodSync(file, 0o755);
  return file;
}

describe('locateFfmpeg', () => {
  it('takes FFMPEG_PATH and FFPROBE_PATH first', () => {
    const ffmpeg = fakeTool('my-ffmpeg');
    const ffprobe = fakeTool('my-ffprobe');
    expect(locateFfmpeg({ FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe, PATH: '' })).toEqual({
      ffmpeg,
      ffprobe,
    });
  });

  it('refuses an override that is not an executable', () => {
    expect(() => locateFfmpeg({ FFMPEG_PATH: path.join(folder, 'absent') })).toThrow(
      /FFMPEG_PATH=.* is not an executable file/,
    );
  });

  it('uses the ones on PATH when there are', () => {
    const bin = path.join(folder, 'bin');
    fs.mkdirSync(bin);
    fs.renameSync(fakeTool('ffmpeg'), path.join(bin, 'ffmpeg'));
    fs.renameSync(fakeTool('ffprobe'), path.join(bin, 'ffprobe'));
    expect(locateFfmpeg({ PATH: bin })).toEqual({
      ffmpeg: path.join(bin, 'ffmpeg'),
      ffprobe: path.join(bin, 'ffprobe'),
    });
  });

  it('falls back on the binaries shipped in the npm packages when PATH has none', () => {
    const tools = locateFfmpeg({ PATH: path.join(folder, 'empty') });
    expect(tools.ffmpeg).toMatch(/node_modules\/@ffmpeg-installer\/[^/]+\/ffmpeg$/);
    expect(tools.ffprobe).toMatch(/node_modules\/@ffprobe-installer\/[^/]+\/ffprobe$/);
    fs.accessSync(tools.ffmpeg, fs.constants.X_OK);
  });
});
