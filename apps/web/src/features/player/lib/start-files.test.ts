import { describe, expect, it } from 'vitest';
import { firstRenditionUrl, fullAddress, initSegmentUrl } from './start-files.ts';

const base = 'https://tv.example/media/s/sig/1795560000/asset/';

describe('the files a VOD stream starts with', () => {
  it('takes the first rendition the master lists, against the master address', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-STREAM-INF:BANDWIDTH=240000,RESOLUTION=426x240',
      'data_saver/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=640000,RESOLUTION=640x360',
      'standard/index.m3u8',
      '',
    ].join('\n');
    expect(firstRenditionUrl(master, `${base}master.m3u8`)).toBe(`${base}data_saver/index.m3u8`);
  });

  it('names no rendition for a master without one', () => {
    expect(firstRenditionUrl('#EXTM3U\n#EXT-X-VERSION:7\n', `${base}master.m3u8`)).toBeNull();
  });

  it('takes the init segment a media playlist maps, against the playlist address', () => {
    const playlist = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000,\nseg_00001.m4s\n';
    expect(initSegmentUrl(playlist, `${base}data_saver/index.m3u8`)).toBe(`${base}data_saver/init.mp4`);
    expect(initSegmentUrl('#EXTM3U\n#EXTINF:4.000,\nseg.ts\n', `${base}data_saver/index.m3u8`)).toBeNull();
  });

  it('resolves the start files of an address given as a path, once made full against the page', () => {
    const address = fullAddress(
      '/media/s/sig/1795560000/asset/master.m3u8',
      'https://tv.example/play/moviesdetailpage?movieID=7',
    );
    expect(address).toBe(`${base}master.m3u8`);
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=240000\ndata_saver/index.m3u8\n';
    expect(firstRenditionUrl(master, address)).toBe(`${base}data_saver/index.m3u8`);
  });
});
