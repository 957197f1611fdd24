import sharp from 'sharp';

/** The longer side of a placeholder, in pixels: enough for a blur of the image's colours, no detail. */
const PLACEHOLDER_SIDE = 12;

/**
 * A tiny blurred copy of an image as a `data:` URI (about 100–150 characters): the browser scales it up
 * smoothly, which shows the image's colours where it will be while the image itself loads.
 */
export async function imagePlaceholder(image: Buffer | string): Promise<string> {
  const webp = await sharp(image)
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
    .flatten({ background: '#000000' })
    .webp({ quality: 30, smartSubsample: true })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
