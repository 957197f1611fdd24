import { describe, expect, it } from 'vitest';
import {
  chooseLadderCodec,
  type DecodingVerdict,
  type RenditionFacts,
  renditionsToDrop,
} from './video-codec-choice.ts';

const rendition = (videoCodec: string, height: number, bitrate: number): RenditionFacts => ({
  videoCodec,
  width: Math.round((height * 16) / 9),
  height,
  bitrate,
  frameRate: 25,
});

const ladder = [
  rendition('avc1.4d401e', 240, 180_000),
  rendition('avc1.4d401f', 720, 2_000_000),
  rendition('av01.0.00M.08', 240, 110_000),
  rendition('av01.0.05M.08', 720, 1_300_000),
];

const answering =
  (verdict: DecodingVerdict) =>
  async (configuration: MediaDecodingConfiguration): Promise<DecodingVerdict> => {
    asked.push(configuration);
    return verdict;
  };
let asked: MediaDecodingConfiguration[] = [];

describe('the video codec a session plays', () => {
  it('is AV1 where every AV1 rendition decodes smoothly in hardware, asked as Media Source content', async () => {
    asked = [];
    const check = answering({ supported: true, smooth: true, powerEfficient: true });
    expect(await chooseLadderCodec(ladder, check, true)).toBe('av1');
    expect(asked).toEqual([
      expect.objectContaining({
        type: 'media-source',
        video: expect.objectContaining({ contentType: 'video/mp4; codecs="av01.0.00M.08"', height: 240 }),
      }),
      expect.objectContaining({
        video: expect.objectContaining({ contentType: 'video/mp4; codecs="av01.0.05M.08"', height: 720 }),
      }),
    ]);
  });

  it('is AV1 decoded smoothly in software on a desktop, but H.264 on a phone that would decode it in software', async () => {
    const software = answering({ supported: true, smooth: true, powerEfficient: false });
    expect(await chooseLadderCodec(ladder, software, false)).toBe('av1');
    expect(await chooseLadderCodec(ladder, software, true)).toBe('h264');
  });

  it('is H.264 when any AV1 rendition is unsupported or not smooth, or the check fails or is missing', async () => {
    const notSmooth = answering({ supported: true, smooth: false, powerEfficient: true });
    const unsupported = answering({ supported: false, smooth: false, powerEfficient: false });
    expect(await chooseLadderCodec(ladder, notSmooth, false)).toBe('h264');
    expect(await chooseLadderCodec(ladder, unsupported, false)).toBe('h264');
    expect(await chooseLadderCodec(ladder, () => Promise.reject(new Error('no')), false)).toBe('h264');
    expect(await chooseLadderCodec(ladder, undefined, false)).toBe('h264');
    let topAsked = false;
    const topStutters = async (configuration: MediaDecodingConfiguration) => {
      topAsked ||= configuration.video?.height === 720;
      return { supported: true, smooth: configuration.video?.height !== 720, powerEfficient: true };
    };
    expect(await chooseLadderCodec(ladder, topStutters, false)).toBe('h264');
    expect(topAsked).toBe(true);
  });

  it('is left alone where the ladder has one codec only', async () => {
    const check = answering({ supported: true, smooth: true, powerEfficient: true });
    expect(await chooseLadderCodec(ladder.slice(0, 2), check, false)).toBeUndefined();
    expect(await chooseLadderCodec(ladder.slice(2), check, false)).toBeUndefined();
  });

  it('drops the other codec’s renditions, highest index first, keeping what it cannot name', () => {
    expect(renditionsToDrop(ladder, 'av1')).toEqual([1, 0]);
    expect(renditionsToDrop(ladder, 'h264')).toEqual([3, 2]);
    expect(renditionsToDrop([...ladder, rendition('hvc1.1.6.L93', 720, 1)], 'h264')).toEqual([3, 2]);
  });
});
