import type Hls from 'hls.js';
import { playbackEngineFor } from '../lib/playback-engine.ts';

/** hls.js's light build, typed as the full one (its API is the same; the package ships one .d.ts). */
export async function loadHls(): Promise<typeof Hls> {
  return (await import('hls.js/light')).default;
}

/**
 * Fetches hls.js where it is the engine that will play (nothing elsewhere). Its chunk is named by its hash
 * and kept by the browser, so fetching it ahead of Play costs once per release, not once per page.
 */
export async function preloadPlaybackEngine(): Promise<void> {
  if (playbackEngineFor(document.createElement('video')) === 'hls.js') await loadHls();
}
