import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD } from '@glotv/contracts/catalog-editor';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { ImagesTable } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { imagePlaceholder } from './image-placeholder.ts';

/** The widest original kept; the image route makes every smaller width and each format from it. */
const MAX_STORED_WIDTH = 2560;
const MIN_SIDE = 64;
const MAX_SIDE = 10_000;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export type UploadedImageKind = ImagesTable['kind'];

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  placeholder: string;
}

/**
 * Posters, banners, stills and channel logos uploaded by an editor: checked to be a PNG, JPEG or WebP picture of sensible
 * size by decoding it (not by its name or declared type), stored as WebP under `DATA_DIR/media/images`, with its
 * blurred placeholder. The image route then serves it at the portal's widths, as AVIF, WebP or JPEG.
 */
export class CatalogImages {
  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
  ) {}

  async store(bytes: Buffer, kind: UploadedImageKind): Promise<StoredImage> {
    if (bytes.length > IMAGE_UPLOAD.maxBytes) {
      throw new AppError('payload_too_large', `An image must be at most ${IMAGE_UPLOAD.maxBytes} bytes.`);
    }
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new AppError('unsupported_media_type', 'An image must be a PNG, JPEG or WebP picture.');
    }
    const { width = 0, height = 0 } = metadata;
    if (Math.min(width, height) < MIN_SIDE || Math.max(width, height) > MAX_SIDE) {
      throw new AppError('validation_failed', `An image's sides must be ${MIN_SIDE} to ${MAX_SIDE} pixels.`);
    }
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const id = `upload-${kind}-${randomBytes(8).toString('hex')}`;
    const relative = `images/${id}.webp`;
    const file = path.join(this.mediaDir, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
    const placeholder = await imagePlaceholder(data);
    try {
      await this.db
        .insertInto('images')
        .values({
          id,
          kind,
          path: relative,
          width: info.width,
          height: info.height,
          mime: 'image/webp',
          placeholder,
        })
        .execute();
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    return { id, width: info.width, height: info.height, placeholder };
  }
}
