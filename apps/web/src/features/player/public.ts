// What other features may use from the player feature; everything else in it is private to it.
// Import only from lazily loaded pages: it brings the player (and, on demand, hls.js) with it.

export type { PlayableTarget } from './api/get-stream.ts';
export { PlayerScreen } from './components/player-screen.tsx';
export { StreamPlayer } from './components/stream-player.tsx';
export { UnknownTarget } from './components/unknown-target.tsx';
export { parseChannel, parseProgrammeId, type StreamTarget } from './lib/stream-target.ts';
