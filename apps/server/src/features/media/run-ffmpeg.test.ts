import { describe, expect, it } from 'vitest';
import { parseProgressLine, parseSpeedLine } from './run-ffmpeg.ts';

describe('parseProgressLine', () => {
  it("reads the output time of ffmpeg's -progress report", () => {
    expect(parseProgressLine('out_time=00:01:02.480000')).toBeCloseTo(62.48);
    expect(parseProgressLine('out_time=01:00:00.000000')).toBe(3600);
  });

  it('ignores the other keys and times ffmpeg does not know yet', () => {
    for (const line of [
      'frame=120',
      'out_time_us=4000000',
      'out_time=N/A',
      'out_time=-577014:32:22.77',
      'progress=end',
    ]) {
      expect(parseProgressLine(line), line).toBeUndefined();
    }
  });
});

describe('parseSpeedLine', () => {
  it("reads the encode's speed against real time", () => {
    expect(parseSpeedLine('speed=2.53x')).toBe(2.53);
    expect(parseSpeedLine('speed= 0.98x')).toBe(0.98);
    expect(parseSpeedLine('speed=4x')).toBe(4);
  });

  it('ignores an unknown speed and every other key', () => {
    for (const line of ['speed=N/A', 'out_time=00:00:01.000000', 'bitrate=1000.0kbits/s']) {
      expect(parseSpeedLine(line), line).toBeUndefined();
    }
  });
});
