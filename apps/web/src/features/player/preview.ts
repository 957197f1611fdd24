// The landing's public preview player, for other features. This module is light: the player itself (and
// hls.js) comes only with `loadPreviewPlayer`, so a page can keep it out of its first download.
export { getPreview, type Preview } from './api/get-preview.ts';

export const loadPreviewPlayer = () =>
  import('./components/preview-player.tsx').then((m) => ({ default: m.PreviewPlayer }));
