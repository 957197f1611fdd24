import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagePlaceholder } from './image-placeholder.ts';

/** A picture whose left half is red and right half blue. */
async function twoColours(width: number, height: number): Promise<Buffer> {
  const half = Math.round(width / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${half}" height="${height}" fill="#d01010"/>
    <rect x="${half}" width="${width - half}" height="${height}" fill="#1030d0"/></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

async function decoded(placeholder: string) {
  const bytes = Buffer.from(placeholder.replace(/^data:image\/webp;base64,/, ''), 'base64');
  return sharp(bytes).raw().toBuffer({ resolveWithObject: true });
}

describe('image placeholders', () => {
  it('is a WebP data URI of a few hundred bytes at most, in the shape of the image', async () => {
    const poster = await imagePlaceholder(await twoColours(600, 900));
    expect(poster).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(poster.length).toBeLessThan(300);
    expect((await decoded(poster)).info).toMatchObject({ width: 8, height: 12 });
    const banner = await imagePlaceholder(await twoColours(1280, 720));
    expect((await decoded(banner)).info).toMatchObject({ width: 12, height: 7 });
  });

  it('keeps the colours where they are in the image', async () => {
    const { data, info } = await decoded(await imagePlaceholder(await twoColours(640, 360)));
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return { red: data[at]!, blue: data[at + 2]! };
    };
    const left = pixel(0, 3);
    const right = pixel(info.width - 1, 3);
    expect(left.red).toBeGreaterThan(left.blue + 80);
    expect(right.blue).toBeGreaterThan(right.red + 80);
  });
});
