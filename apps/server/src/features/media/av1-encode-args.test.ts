import { describe, expect, it } from 'vitest';
import { av1EncodeArgs } from './av1-encode-args.ts';
import { av1Rungs, planAv1Ladder } from './av1-ladder.ts';
import { ladderEncodeArgs } from './ladder-encode-args.ts';
import type { SourceFacts } from './probe-source.ts';
import { mediaQualities, planLadder } from './quality-ladder.ts';

const source: SourceFacts = {
  durationSeconds: 60,
  width: 1920,
  height: 1080,
  framesPerSecond: 50,
  audioChannels: 2,
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
};

/** The values that follow `flag` in an ffmpeg command line, one per output. */
const valuesOf = (args: string[], flag: string) =>
  args.flatMap((arg, index) => (arg === flag ? [args[index + 1] ?? ''] : []));

describe('av1EncodeArgs', () => {
  const args = av1EncodeArgs('/in/source.mp4', source, planAv1Ladder(source), '/out/asset');

  it('asks every rung of SVT-AV1 for its own preset and rate, into av1/<quality>', () => {
    expect(valuesOf(args, '-c:v')).toEqual(Array(5).fill('libsvtav1'));
    expect(valuesOf(args, '-preset')).toEqual(
      mediaQualities.map((quality) => String(av1Rungs[quality].preset)),
    );
    expect(valuesOf(args, '-b:v')).toEqual(
      mediaQualities.map((quality) => `${av1Rungs[quality].videoKbps}k`),
    );
    expect(args.filter((arg) => arg.endsWith('index.m3u8'))).toEqual(
      mediaQualities.map((quality) => `/out/asset/av1/${quality}/index.m3u8`),
    );
  });

  it("keys every rung on the H.264 ladder's 4 s grid, with no scene-change key frames", () => {
    const h264 = ladderEncodeArgs('/in/source.mp4', source, planLadder(source), '/out/asset');
    expect(valuesOf(args, '-g')).toEqual(valuesOf(h264, '-g'));
    expect(valuesOf(args, '-g')).toEqual(Array(5).fill('100'));
    for (const params of valuesOf(args, '-svtav1-params')) {
      expect(params.split(':')).toEqual(expect.arrayContaining(['lp=1', 'scd=0']));
      expect(params).not.toMatch(/film-grain|enable-overlays|keyint|irefresh/);
    }
  });
});
