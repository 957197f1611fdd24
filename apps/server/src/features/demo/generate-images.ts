import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { ImagesTable } from '../../db/schema.ts';
import { type ArtStyle, renderArtSvg } from './image-art.ts';

export type ImageKind = ArtStyle;

/** One picture to draw: its id (also its file name), size, and what the art is seeded from. */
export interface ImageSpec {
  id: string;
  /** Also the art's layout. */
  kind: ImageKind;
  width: number;
  height: number;
  /** Colours and pattern are derived from this, so a movie's poster and banner share a look. */
  seed: string;
  title: string;
  caption?: string | undefined;
}

export type ImageRow = Insertable<ImagesTable>;

const ID_PATTERN = /^[a-z0-9_-]{3,64}$/;
const QUALITY = 80;

export function imagePath(id: string): string {
  return `images/${id}.webp`;
}

export function imageRow(spec: ImageSpec): ImageRow {
  return {
    id: spec.id,
    kind: spec.kind,
    path: imagePath(spec.id),
    width: spec.width,
    height: spec.height,
    mime: 'image/webp',
  };
}

async function hasContent(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Draws one image unless its file is already there; written to a temporary name first, so never half. */
async function ensureImage(mediaDir: string, spec: ImageSpec): Promise<boolean> {
  const file = path.join(mediaDir, imagePath(spec.id));
  if (await hasContent(file)) return false;
  const svg = renderArtSvg({ ...spec, style: spec.kind });
  const webp = await sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(temporary, webp);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return true;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface GeneratedImages {
  rows: ImageRow[];
  /** Files drawn by this call; files already present are left as they are. */
  written: number;
  milliseconds: number;
}

/**
 * Makes sure every image of `specs` exists as `${mediaDir}/images/<id>.webp` and returns the rows that
 * describe them. Cheap when the files are there: one `stat` each.
 */
export async function generateImages(mediaDir: string, specs: ImageSpec[]): Promise<GeneratedImages> {
  const started = performance.now();
  const ids = new Set<string>();
  for (const spec of specs) {
    if (!ID_PATTERN.test(spec.id)) throw new Error(`Invalid image id: ${spec.id}`);
    if (ids.has(spec.id)) throw new Error(`Duplicate image id: ${spec.id}`);
    ids.add(spec.id);
  }
  await fs.mkdir(path.join(mediaDir, 'images'), { recursive: true });
  let written = 0;
  // Two at a time: each render already uses libvips threads, and the server is sized for two cores.
  const limit = Math.max(1, Math.min(2, os.availableParallelism()));
  await forEachLimited(specs, limit, async (spec) => {
    if (await ensureImage(mediaDir, spec)) written++;
  });
  return { rows: specs.map(imageRow), written, milliseconds: performance.now() - started };
}
