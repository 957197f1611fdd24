import type { IMAGE_WIDTHS } from '@glotv/contracts/catalog';

/** The widths the image endpoint serves (a copy of the contract's, checked against it by the type-check). */
export const imageWidths: typeof IMAGE_WIDTHS = [80, 120, 160, 240, 320, 360, 480, 640, 720, 960, 1080, 1280];

export function imageUrl(imageId: string, width: number): string {
  return `/api/client/v1/global/images/${encodeURIComponent(imageId)}?width=${width}`;
}

/** The smallest served width at least `cssWidth` px wide (the largest one when none is). */
export function servedWidth(cssWidth: number): number {
  return imageWidths.find((width) => width >= cssWidth) ?? Math.max(...imageWidths);
}

/**
 * Candidates for an image shown at most `maxCssWidth` px wide: every served width from the one that fits
 * `minCssWidth` up to the one that covers twice the largest size (dense screens). The browser picks by `sizes`.
 */
export function imageSrcSet(imageId: string, minCssWidth: number, maxCssWidth: number): string {
  const from = servedWidth(minCssWidth);
  const to = servedWidth(maxCssWidth * 2);
  return imageWidths
    .filter((width) => width >= from && width <= to)
    .map((width) => `${imageUrl(imageId, width)} ${width}w`)
    .join(', ');
}
