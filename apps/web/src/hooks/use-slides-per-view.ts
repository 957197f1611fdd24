import { useSyncExternalStore } from 'react';
import { carouselSteps, slidesPerView } from '../lib/slides-per-view.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * How many slides a carousel shows at the current viewport width; re-renders only when the count changes.
 * Rendered on the server (no window), the phone's count: the server's markup sets the widths in CSS.
 */
export function useSlidesPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => slidesPerView(window.innerWidth),
    () => carouselSteps[0].slides,
  );
}
