import { describe, expect, it } from 'vitest';
import { planLadder } from './quality-ladder.ts';

const sizes = (width: number, height: number) =>
  planLadder({ width, height }).map((plan) => `${plan.quality} ${plan.width}x${plan.height}`);

describe('planLadder', () => {
  it('gives a 1080p source every quality, Data Saver to Best', () => {
    expect(sizes(1920, 1080)).toEqual([
      'data_saver 426x240',
      'standard 640x360',
      'high 854x480',
      'higher 1280x720',
      'best 1920x1080',
    ]);
  });

  it('never upscales: a 360p source gets Data Saver and Standard only', () => {
    expect(sizes(640, 360)).toEqual(['data_saver 426x240', 'standard 640x360']);
  });

  it('keeps a wide film at its own height in the rung its width fills', () => {
    expect(sizes(1280, 544)).toEqual([
      'data_saver 426x182',
      'standard 640x272',
      'high 854x362',
      'higher 1280x544',
    ]);
  });

  it('keeps a portrait phone video inside each rung height', () => {
    expect(sizes(720, 1280).slice(-2)).toEqual(['higher 406x720', 'best 608x1080']);
  });

  it('still makes one Data Saver rendition, at its own size, of a source smaller than 240p', () => {
    expect(sizes(320, 180)).toEqual(['data_saver 320x180']);
  });

  it('keeps Data Saver at or under 250 kbit/s even at its video ceiling plus a full buffer in a 4 s segment', () => {
    const [dataSaver] = planLadder({ width: 1920, height: 1080 });
    const worstVideoKbps = (dataSaver!.videoMaxKbps * 4 + dataSaver!.videoBufferKbits) / 4;
    expect(worstVideoKbps + dataSaver!.audioKbps).toBeLessThanOrEqual(250);
  });
});
