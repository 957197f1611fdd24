import { describe, expect, it } from 'vitest';
import { choosePlaybackEngine } from './playback-engine.ts';

const both = { mediaSource: true, nativeHls: true };

describe('choosing the playback engine', () => {
  it('plays through hls.js wherever Media Source Extensions exist', () => {
    expect(choosePlaybackEngine(both, null)).toBe('hls.js');
    expect(choosePlaybackEngine({ mediaSource: true, nativeHls: false }, null)).toBe('hls.js');
  });

  it('plays HLS natively where there is no Media Source Extensions', () => {
    expect(choosePlaybackEngine({ mediaSource: false, nativeHls: true }, null)).toBe('native');
  });

  it('honours a stored choice where the browser offers both engines', () => {
    expect(choosePlaybackEngine(both, 'native')).toBe('native');
    expect(choosePlaybackEngine(both, 'hls.js')).toBe('hls.js');
  });

  it('ignores a stored choice its engine cannot play, or one it does not know', () => {
    expect(choosePlaybackEngine({ mediaSource: true, nativeHls: false }, 'native')).toBe('hls.js');
    expect(choosePlaybackEngine({ mediaSource: false, nativeHls: true }, 'hls.js')).toBe('native');
    expect(choosePlaybackEngine(both, 'flash')).toBe('hls.js');
  });
});
