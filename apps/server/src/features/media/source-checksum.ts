import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** `sha256:<hex>` of a file's bytes: the same source ingested twice is encoded once. */
export async function sourceChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return `sha256:${hash.digest('hex')}`;
}
