import { describe, expect, it } from 'vitest';
import { hlsConfig, retryDelayMs } from './use-hls-player.ts';

describe('hls.js settings', () => {
  it('starts low and never exceeds the player size', () => {
    expect(hlsConfig(false, 0)).toMatchObject({
      capLevelToPlayerSize: true,
      startLevel: 0,
      startPosition: -1,
    });
  });

  it('resumes where a quality change left off', () => {
    expect(hlsConfig(false, 42.5).startPosition).toBe(42.5);
  });

  it('plays live with low latency and a 4-second max loading delay', () => {
    expect(hlsConfig(true, -1)).toMatchObject({
      lowLatencyMode: true,
      liveSyncDurationCount: 3,
      maxLoadingDelay: 4,
    });
  });

  it('backs off network retries up to 8 seconds', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
