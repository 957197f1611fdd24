// The landing's demo player, for other features. This module is light: the player itself (and hls.js)
// comes only with `loadDemoPlayer`, so a page can keep it out of its first download.
export { type Demo, getDemo } from './api/get-demo.ts';

export const loadDemoPlayer = () =>
  import('./components/demo-player.tsx').then((m) => ({ default: m.DemoPlayer }));
