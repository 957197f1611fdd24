import { describe, expect, it } from 'vitest';
import {
  firstRenditionUrl,
  firstSegmentUrl,
  fullAddress,
  initSegmentUrl,
  liveStartFiles,
} from './start-files.ts';

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

  it('takes the first segment a media playlist lists, where a title played from its beginning starts', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000,\nseg_00001.m4s\n#EXTINF:4.000,\nseg_00002.m4s\n';
    expect(firstSegmentUrl(playlist, `${base}data_saver/index.m3u8`)).toBe(`${base}data_saver/seg_00001.m4s`);
    expect(firstSegmentUrl('#EXTM3U\n#EXT-X-ENDLIST\n', `${base}data_saver/index.m3u8`)).toBeNull();
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

describe('the files a live stream starts with', () => {
  const playlistUrl = 'https://tv.example/live/s/sig/1795560000/news~all/data_saver/index.m3u8';
  const segment = (duration: string, uri: string) => [`#EXTINF:${duration},`, uri];
  const livePlaylist = (...lines: string[][]) =>
    ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXT-X-MEDIA-SEQUENCE:100', ...lines.flat(), ''].join('\n');

  it('starts three target durations before the newest segment ends, with the map that segment plays under', () => {
    const playlist = livePlaylist(
      ['#EXT-X-MAP:URI="/media/s/a/1/one/data_saver/init.mp4"'],
      segment('4.000', '/media/s/a/1/one/data_saver/seg_00007.m4s'),
      segment('4.000', '/media/s/a/1/one/data_saver/seg_00008.m4s'),
      ['#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="/media/s/a/1/two/data_saver/init.mp4"'],
      segment('4.000', '/media/s/a/1/two/data_saver/seg_00001.m4s'),
      segment('4.000', '/media/s/a/1/two/data_saver/seg_00002.m4s'),
      segment('4.000', '/media/s/a/1/two/data_saver/seg_00003.m4s'),
      segment('4.000', '/media/s/a/1/two/data_saver/seg_00004.m4s'),
    );
    expect(liveStartFiles(playlist, playlistUrl)).toEqual({
      init: 'https://tv.example/media/s/a/1/two/data_saver/init.mp4',
      segment: 'https://tv.example/media/s/a/1/two/data_saver/seg_00002.m4s',
    });
  });

  it('counts the real length of shorter segments, and starts at the first when the window is short', () => {
    const shorter = livePlaylist(
      ['#EXT-X-MAP:URI="init.mp4"'],
      segment('4.000', 'a.m4s'),
      segment('4.000', 'b.m4s'),
      segment('2.500', 'c.m4s'),
      segment('4.000', 'd.m4s'),
      segment('4.000', 'e.m4s'),
    );
    // 18.5 s listed: the start, 6.5 s in, falls inside b.
    expect(liveStartFiles(shorter, playlistUrl)?.segment).toMatch(/\/data_saver\/b\.m4s$/);
    const short = livePlaylist(['#EXT-X-MAP:URI="init.mp4"'], segment('4.000', 'a.m4s'));
    expect(liveStartFiles(short, playlistUrl)?.segment).toMatch(/\/data_saver\/a\.m4s$/);
  });

  it('places the start of the same window a slot or two on, and names nothing once it is past the newest listed', () => {
    const window = livePlaylist(
      ['#EXT-X-MAP:URI="init.mp4"'],
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => segment('4.000', `${name}.m4s`)),
    );
    expect(liveStartFiles(window, playlistUrl)?.segment).toMatch(/\/d\.m4s$/);
    expect(liveStartFiles(window, playlistUrl, 1)).toEqual({
      init: 'https://tv.example/live/s/sig/1795560000/news~all/data_saver/init.mp4',
      segment: 'https://tv.example/live/s/sig/1795560000/news~all/data_saver/e.m4s',
    });
    expect(liveStartFiles(window, playlistUrl, 2)).toMatchObject({
      segment: expect.stringMatching(/\/f\.m4s$/),
    });
    expect(liveStartFiles(window, playlistUrl, 3)).toBeNull();
  });

  it('names nothing for a playlist that has ended or lists no segment', () => {
    expect(
      liveStartFiles(`${livePlaylist(segment('4.000', 'a.m4s'))}#EXT-X-ENDLIST\n`, playlistUrl),
    ).toBeNull();
    expect(liveStartFiles(livePlaylist(), playlistUrl)).toBeNull();
  });
});
