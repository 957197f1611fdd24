import fs from 'node:fs/promises';
import { type MeterKey, meterKeyOfPath } from '../media/public.ts';

/**
 * One line of nginx's media meter log, in the `glotv_media_meter` format (deploy/nginx/glotv-site.example.conf):
 *
 *     $msec $status $body_bytes_sent $request_uri
 *
 * Counted: answers that sent a file (200, 206) under a metered address; nginx has checked the signature then.
 */
export interface MeteredSend {
  meter: MeterKey;
  bytes: number;
  at: Date;
}

const LINE = /^(\d+(?:\.\d+)?) (\d{3}) (\d+) (\S+)$/;

export function parseMeterLine(line: string): MeteredSend | undefined {
  const match = LINE.exec(line.trim());
  if (!match) return undefined;
  const [, msec = '', status = '', bytes = '', uri = ''] = match;
  if (status !== '200' && status !== '206') return undefined;
  const meter = meterKeyOfPath(uri.split('?')[0] ?? '');
  return meter ? { meter, bytes: Number(bytes), at: new Date(Number(msec) * 1000) } : undefined;
}

/**
 * Reads what nginx appended to its meter log since the last read. Where it stopped (the file's inode and
 * offset) is kept in `<log>.offset`, so a restart does not count a line twice; a rotated or truncated log is
 * read from its start. A line still being written (no newline yet) waits for the next read.
 */
export class NginxMeterLogReader {
  private position: { inode: number; offset: number } | undefined;

  constructor(private readonly logFile: string) {}

  async readNew(): Promise<MeteredSend[]> {
    const stat = await fs.stat(this.logFile).catch(() => undefined);
    if (!stat) return [];
    const saved = this.position ?? (await this.savedPosition());
    const offset = saved && saved.inode === stat.ino && saved.offset <= stat.size ? saved.offset : 0;
    if (offset === stat.size) return [];
    const handle = await fs.open(this.logFile, 'r');
    let text: string;
    try {
      const buffer = Buffer.alloc(stat.size - offset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      text = buffer.subarray(0, bytesRead).toString('latin1');
    } finally {
      await handle.close();
    }
    const complete = text.lastIndexOf('\n') + 1;
    const sends = text
      .slice(0, complete)
      .split('\n')
      .map(parseMeterLine)
      .filter((send): send is MeteredSend => send !== undefined);
    this.position = { inode: stat.ino, offset: offset + complete };
    await fs.writeFile(`${this.logFile}.offset`, JSON.stringify(this.position));
    return sends;
  }

  private async savedPosition(): Promise<{ inode: number; offset: number } | undefined> {
    try {
      const saved = JSON.parse(await fs.readFile(`${this.logFile}.offset`, 'utf8')) as unknown;
      if (typeof saved !== 'object' || saved === null) return undefined;
      const { inode, offset } = saved as { inode?: unknown; offset?: unknown };
      return typeof inode === 'number' && typeof offset === 'number' ? { inode, offset } : undefined;
    } catch {
      return undefined;
    }
  }
}
