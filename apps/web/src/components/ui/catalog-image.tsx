import { useState } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { imageSrcSet, imageUrl, servedWidth } from '../../lib/images.ts';
import './catalog-image.css';

/** Shapes of the catalog's artwork: posters 2:3, banners, stills and card logos 16:9, square logos. */
const ratios = { poster: [2, 3], wide: [16, 9], square: [1, 1] } as const;
export type ImageShape = keyof typeof ratios;

interface CatalogImageProps {
  imageId: string | null;
  /** A tiny blurred copy (`data:` URI) shown in the image's box until the image paints. */
  placeholder?: string | null | undefined;
  alt: string;
  shape: ImageShape;
  /** The `sizes` attribute: how wide the image is shown, in CSS px, at each viewport width. */
  sizes: string;
  /** The narrowest and widest it is ever shown, in CSS px (bounds the candidates offered). */
  minWidth: number;
  maxWidth: number;
  /** In the first screenful: load at once instead of when it comes near the viewport. */
  eager?: boolean;
  /** The page's main picture (first banner, detail poster): fetched before other images. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the catalog at the size it is shown, AVIF/WebP as the browser accepts. Its box keeps the
 * artwork's shape before it loads, so nothing below it moves, and shows the image's blurred colours meanwhile
 * when a placeholder is known; without an image id the box stays empty.
 */
export function CatalogImage({
  imageId,
  placeholder,
  alt,
  shape,
  sizes,
  minWidth,
  maxWidth,
  eager = false,
  priority = false,
  className,
}: CatalogImageProps) {
  const [paintedId, setPaintedId] = useState<string | null>(null);
  // `loading="lazy"` alone fetches far ahead; the address is only given once the image is near the viewport.
  const [ref, near] = useNearViewport<HTMLImageElement>(eager || priority);
  const [w, h] = ratios[shape];
  const classes = `catalog-image catalog-image--${shape}${className ? ` ${className}` : ''}`;
  if (!imageId) {
    // A decorative image (empty alt) is hidden from assistive technology, as an <img alt=""> would be.
    const naming = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <span className={`${classes} catalog-image--empty`} {...naming} />;
  }
  const width = servedWidth(maxWidth);
  // Dropped once decoded: behind a picture with transparent parts the blur would show through.
  const blur =
    placeholder && paintedId !== imageId ? { backgroundImage: `url("${placeholder}")` } : undefined;
  return (
    <img
      ref={ref}
      className={blur ? `${classes} catalog-image--placeholder` : classes}
      style={blur}
      onLoad={(event) => {
        event.currentTarget
          .decode()
          .catch(() => undefined)
          .finally(() => setPaintedId(imageId));
      }}
      src={near ? imageUrl(imageId, width) : undefined}
      srcSet={near ? imageSrcSet(imageId, minWidth, maxWidth) : undefined}
      sizes={sizes}
      width={width}
      height={Math.round((width * h) / w)}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
