import { describe, expect, it } from 'vitest';
import { chooseImageFormat, chooseImageWidth } from './image-variant.ts';

describe('chooseImageFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,image/apng,image/*,*/*;q=0.8', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/avif;q=0, image/webp;q=0.5', 'webp'],
    ['image/*,*/*;q=0.8', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ])('Accept %s gives %s', (accept, format) => {
    expect(chooseImageFormat(accept)).toBe(format);
  });
});

describe('chooseImageWidth', () => {
  it.each([
    [undefined, 600, 600],
    [1, 600, 80],
    [80, 600, 80],
    [81, 600, 120],
    [300, 600, 320],
    [330, 600, 360],
    [700, 600, 600],
    [700, 1280, 720],
    [1000, 1280, 1080],
    [1280, 1280, 1280],
    [4000, 2000, 1280],
  ])('asked %s of an original %s wide serves %s', (requested, original, expected) => {
    expect(chooseImageWidth(requested, original)).toBe(expected);
  });
});
