import { IMAGE_WIDTHS } from '@glotv/contracts/catalog';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const contentTypeOf: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Media types the Accept header names with a quality above zero; wildcards count for nothing here. */
function acceptedTypes(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (type && (!quality || Number(quality.slice(2)) > 0)) types.add(type);
  }
  return types;
}

/** The smallest format the browser says it decodes: AVIF, then WebP, else JPEG which every browser shows. */
export function chooseImageFormat(accept: string | undefined): ImageFormat {
  const types = acceptedTypes(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * The width to serve: the requested one rounded up to the next allowed width (so a few variants serve every
 * layout), never wider than the original. No width asked means the original width.
 */
export function chooseImageWidth(requested: number | undefined, originalWidth: number): number {
  if (requested === undefined) return originalWidth;
  const allowed = IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return Math.min(allowed, originalWidth);
}
