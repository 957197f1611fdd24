import fs from 'node:fs';
import path from 'node:path';
import { assetsDir } from './media-paths.ts';

/** An encode that wrote nothing for this long belongs to a process that died. */
const IDLE_MS = 60 * 60 * 1000;

/**
 * Removes the hidden `.incoming-*` folders of encodes whose process was killed before it could clean up
 * (a crash, a power cut). A folder still being written is left alone: its renditions' folders change with
 * every segment, so only one idle for an hour is taken. Answers the folders removed.
 */
export function removeAbandonedEncodes(mediaDir: string, now: number = Date.now()): string[] {
  const root = assetsDir(mediaDir);
  if (!fs.existsSync(root)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith('.incoming-')) continue;
    const folder = path.join(root, name);
    if (now - lastWrite(folder) < IDLE_MS) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function lastWrite(folder: string): number {
  const children = fs.readdirSync(folder).map((child) => fs.statSync(path.join(folder, child)).mtimeMs);
  return Math.max(fs.statSync(folder).mtimeMs, ...children);
}
