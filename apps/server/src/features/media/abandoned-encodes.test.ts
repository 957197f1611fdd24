import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeAbandonedEncodes } from './abandoned-encodes.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-abandoned-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

function folder(name: string, writtenHoursAgo: number): string {
  const dir = path.join(mediaDir, 'assets', name, 'standard');
  fs.mkdirSync(dir, { recursive: true });
  const at = new Date(Date.now() - writtenHoursAgo * 3600_000);
  for (const target of [dir, path.dirname(dir)]) fs.utimesSync(target, at, at);
  return name;
}

describe('removeAbandonedEncodes', () => {
  it('removes hidden encode folders idle for an hour, and nothing else', () => {
    const abandoned = folder('.incoming-dead', 3);
    const running = folder('.incoming-running', 0);
    const asset = folder('0b5c1f7e-3c1a-4f5e-9d1b-2a7e6f0c9d11', 48);
    expect(removeAbandonedEncodes(mediaDir)).toEqual([abandoned]);
    expect(fs.readdirSync(path.join(mediaDir, 'assets')).sort()).toEqual([running, asset].sort());
  });

  it('does nothing when there is no media yet', () => {
    expect(removeAbandonedEncodes(path.join(mediaDir, 'absent'))).toEqual([]);
  });
});
