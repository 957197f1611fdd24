import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { chooseImageWidth, contentTypeOf, type ImageFormat } from './image-variant.ts';
import { imagesRepository } from './images.repository.ts';

export interface ImageVariant {
  etag: string;
  contentType: string;
  /** Reads the encoded bytes: from the disk cache, or encodes once and keeps the result there. */
  read(): Promise<Buffer>;
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.flatten({ background: '#000000' }).jpeg({ quality: 78, mozjpeg: true }),
};

/** Posters, logos, stills and banners at the width and in the format the client can best use. */
export class ImageVariantsService {
  private readonly encoding = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
  ) {}

  async variant(
    imageId: string,
    requestedWidth: number | undefined,
    format: ImageFormat,
  ): Promise<ImageVariant> {
    const notFound = () => new AppError('not_found', `Image ${imageId} does not exist.`);
    const image = await imagesRepository.find(this.db, imageId);
    const original = image ? this.insideMedia(image.path) : undefined;
    if (!image || !original) throw notFound();
    const stat = await fs.stat(original).catch(() => undefined);
    if (!stat?.isFile()) throw notFound();

    const width = chooseImageWidth(requestedWidth, image.width);
    const version = createHash('sha256')
      .update([imageId, width, format, stat.mtimeMs, stat.size].join('|'))
      .digest('base64url')
      .slice(0, 27);
    const unchanged = width === image.width && image.mime === contentTypeOf[format];
    const cached = path.join(this.mediaDir, 'cache', 'images', imageId, `${width}-${version}.${format}`);
    return {
      etag: `"${version}"`,
      contentType: contentTypeOf[format],
      read: () => (unchanged ? fs.readFile(original) : this.cachedOrEncoded(cached, original, width, format)),
    };
  }

  private async cachedOrEncoded(cached: string, original: string, width: number, format: ImageFormat) {
    const stored = await fs.readFile(cached).catch(() => undefined);
    return stored ?? this.encoding.get(cached) ?? this.encode(cached, original, width, format);
  }

  /** One encode per variant at a time; written under a temporary name first, so never read half-written. */
  private encode(cached: string, original: string, width: number, format: ImageFormat): Promise<Buffer> {
    const pending = (async () => {
      const resized = sharp(original).resize({ width, withoutEnlargement: true });
      const bytes = await encoders[format](resized).toBuffer();
      await fs.mkdir(path.dirname(cached), { recursive: true });
      const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, cached).catch(() => fs.rm(temporary, { force: true }));
      return bytes;
    })().finally(() => this.encoding.delete(cached));
    this.encoding.set(cached, pending);
    return pending;
  }

  /** The original's path; undefined if a stored path would lead outside the media folder. */
  private insideMedia(relative: string): string | undefined {
    const resolved = path.resolve(this.mediaDir, relative);
    return resolved.startsWith(`${path.resolve(this.mediaDir)}${path.sep}`) ? resolved : undefined;
  }
}
