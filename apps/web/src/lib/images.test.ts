import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, servedWidth } from './images.ts';

describe('catalog images', () => {
  it('asks the image endpoint for one of its widths', () => {
    expect(imageUrl('poster-movie-a', 240)).toBe('/api/client/v1/global/images/poster-movie-a?width=240');
    expect(servedWidth(100)).toBe(120);
    expect(servedWidth(120)).toBe(120);
    expect(servedWidth(5000)).toBe(1280);
  });

  it('offers every width from the smallest shown size up to twice the largest', () => {
    expect(imageSrcSet('p', 70, 140)).toBe(
      [80, 120, 160, 240, 320].map((w) => `/api/client/v1/global/images/p?width=${w} ${w}w`).join(', '),
    );
    expect(imageSrcSet('logo', 48, 48)).toBe(
      '/api/client/v1/global/images/logo?width=80 80w, /api/client/v1/global/images/logo?width=120 120w',
    );
  });
});
