import { describe, expect, it } from 'vitest';
import { avcCodecString, parseMediaPlaylist } from './measure-rendition.ts';

describe('avcCodecString', () => {
  it('names the profile, constraints and level of the avcC box, as CODECS wants them', () => {
    const box = Buffer.concat([
      Buffer.from([0, 0, 0, 40]),
      Buffer.from('avcC'),
      Buffer.from([1, 0x4d, 0x40, 0x1e, 0xff]),
    ]);
    const init = Buffer.concat([Buffer.from('....ftypiso6....moov....'), box]);
    expect(avcCodecString(init)).toBe('avc1.4d401e');
  });

  it('refuses an init segment without H.264', () => {
    expect(() => avcCodecString(Buffer.from('ftypiso6 mp4a only'))).toThrow(/no H\.264 configuration/);
  });
});

describe('parseMediaPlaylist', () => {
  it('pairs every EXTINF duration with the segment after it', () => {
    const text =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg_00001.m4s\n#EXTINF:1.520000,\nseg_00002.m4s\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: 'seg_00001.m4s', seconds: 4 },
      { uri: 'seg_00002.m4s', seconds: 1.52 },
    ]);
  });
});
