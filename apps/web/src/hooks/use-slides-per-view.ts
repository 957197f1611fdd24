import { useSyncExternalStore } from 'react';
import { slidesPerView } from '../lib/slides-per-view.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** How many slides a carousel shows at the current viewport width; re-renders only when the count changes. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, () => slidesPerView(window.innerWidth));
}
