import { describe, expect, it } from 'vitest';
import { isCachedCatalogImage } from './cache-rules.ts';

const origin = 'https://tv.example';
const keeps = (address: string) => isCachedCatalogImage(new URL(address, origin), origin);

describe('what the service worker keeps', () => {
  it('keeps a catalog picture at a served width', () => {
    expect(keeps('/api/client/v1/global/images/img-42?width=240')).toBe(true);
    expect(keeps('/api/client/v1/global/images/img-42')).toBe(true);
  });

  it('never keeps an API answer, even one beside the pictures', () => {
    expect(keeps('/api/client/v1/global/me')).toBe(false);
    expect(keeps('/api/client/v1/global/users/u1/vod/movies/m1')).toBe(false);
    expect(keeps('/api/client/v1/global/users/u1/live/channels/c1')).toBe(false);
    expect(keeps('/api/client/v1/global/images/img-42/other')).toBe(false);
    expect(keeps('/api/console/v1/media/assets')).toBe(false);
  });

  it('never keeps a picture address that carries anything but its width', () => {
    expect(keeps('/api/client/v1/global/images/img-42?width=240&token=abc')).toBe(false);
    expect(keeps('/api/client/v1/global/images/img-42?sig=abc')).toBe(false);
  });

  it('never keeps stream addresses, playlists or segments', () => {
    expect(keeps('/media/s/sig/1700000000/movie-1/master.m3u8')).toBe(false);
    expect(keeps('/media/s/sig/1700000000/movie-1/720p/segment-1.m4s')).toBe(false);
    expect(keeps('/media/s/sig/1700000000/movie-1/poster.webp')).toBe(false);
    expect(keeps('/live/s/sig/1700000000/grant/master.m3u8')).toBe(false);
  });

  it('never keeps another site’s picture or the console', () => {
    expect(isCachedCatalogImage(new URL('https://cdn.example/api/client/v1/global/images/x'), origin)).toBe(
      false,
    );
    expect(keeps('/console/assets/index.js')).toBe(false);
  });
});
