import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { imagePlaceholder } from './image-placeholder.ts';
import { imagesRepository } from './images.repository.ts';

/**
 * Computes the placeholder of every stored image that has none yet (images stored before placeholders
 * existed) from its file under `mediaDir`. An image whose file is missing or unreadable keeps none: the
 * catalog answers then send null and the web app shows its plain box. Returns how many were filled.
 */
export async function fillMissingPlaceholders(db: Db, mediaDir: string): Promise<number> {
  const root = path.resolve(mediaDir);
  let filled = 0;
  for (const image of await imagesRepository.withoutPlaceholder(db)) {
    const file = path.resolve(root, image.path);
    if (!file.startsWith(`${root}${path.sep}`)) continue;
    const placeholder = await imagePlaceholder(file).catch(() => undefined);
    if (placeholder === undefined) continue;
    await imagesRepository.setPlaceholder(db, image.id, placeholder);
    filled++;
  }
  return filled;
}
