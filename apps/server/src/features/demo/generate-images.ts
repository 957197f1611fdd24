import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { ImagesTable } from '../../db/schema.ts';
import { imagePlaceholder } from '../catalog/image-placeholder.ts';
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

export function imageRow(spec: ImageSpec, placeholder: string | null = null): ImageRow {
  return {
    id: spec.id,
    kind: spec.kind,
    path: imagePath(spec.id),
    width: spec.width,
    height: spec.height,
    mime: 'image/webp',
    placeholder,
  };
}

async function hasContent(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Writes `content` to a temporary name first and renames it into place, so `file` is never half written. */
async function writeWhole(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * The WebP of one drawing. With a cache folder, a drawing already encoded (by any process: the name is the
 * hash of the drawing itself) is read from it instead of encoded again, which is what makes it cheap for
 * every test app to seed the demo catalog into a media folder of its own.
 */
async function encodeImage(spec: ImageSpec, cacheDir: string | undefined): Promise<Buffer> {
  const svg = renderArtSvg({ ...spec, style: spec.kind });
  const encode = () => sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
  if (!cacheDir) return encode();
  const key = createHash('sha256').update(`${QUALITY}\n${svg}`).digest('base64url');
  const cached = path.join(cacheDir, `${key}.webp`);
  const hit = await readIfPresent(cached);
  if (hit && hit.length > 0) return hit;
  const webp = await encode();
  await fs.mkdir(cacheDir, { recursive: true });
  await writeWhole(cached, webp);
  return webp;
}

/** Draws one image unless its file is already there; with `placeholder`, also returns its placeholder. */
async function ensureImage(
  mediaDir: string,
  spec: ImageSpec,
  cacheDir: string | undefined,
  placeholder: boolean,
): Promise<{ written: boolean; placeholder: string | null }> {
  const file = path.join(mediaDir, imagePath(spec.id));
  if (await hasContent(file)) {
    return { written: false, placeholder: placeholder ? await imagePlaceholder(file) : null };
  }
  const webp = await encodeImage(spec, cacheDir);
  await writeWhole(file, webp);
  return { written: true, placeholder: placeholder ? await imagePlaceholder(webp) : null };
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

export interface GenerateImagesOptions {
  /** A folder of encoded drawings shared by every caller (see encodeImage); none by default. */
  cacheDir?: string | undefined;
  /** Compute each image's placeholder for its row (the default); false when only the files matter. */
  placeholders?: boolean;
}

/**
 * Makes sure every image of `specs` exists as `${mediaDir}/images/<id>.webp` and returns the rows that
 * describe them, placeholders included unless asked not to. Cheap when the files are there: a read and a
 * tiny resize each, or nothing without placeholders.
 */
export async function generateImages(
  mediaDir: string,
  specs: ImageSpec[],
  options: GenerateImagesOptions = {},
): Promise<GeneratedImages> {
  const started = performance.now();
  const ids = new Set<string>();
  for (const spec of specs) {
    if (!ID_PATTERN.test(spec.id)) throw new Error(`Invalid image id: ${spec.id}`);
    if (ids.has(spec.id)) throw new Error(`Duplicate image id: ${spec.id}`);
    ids.add(spec.id);
  }
  await fs.mkdir(path.join(mediaDir, 'images'), { recursive: true });
  let written = 0;
  const placeholders = new Map<string, string | null>();
  // Two at a time: each render already uses libvips threads, and the server is sized for two cores.
  const limit = Math.max(1, Math.min(2, os.availableParallelism()));
  await forEachLimited(specs, limit, async (spec) => {
    const image = await ensureImage(mediaDir, spec, options.cacheDir, options.placeholders ?? true);
    if (image.written) written++;
    placeholders.set(spec.id, image.placeholder);
  });
  const rows = specs.map((spec) => imageRow(spec, placeholders.get(spec.id) ?? null));
  return { rows, written, milliseconds: performance.now() - started };
}

/** The machine's shared cache of encoded drawings for development and tests, one per user. */
export function sharedImageCacheDir(): string {
  return path.join(os.tmpdir(), `glotv-demo-images-${process.getuid?.() ?? 'user'}`);
}
