import { useSyncExternalStore } from 'react';
import { carouselSteps, slidesPerView, stepQuery } from '../lib/slides-per-view.ts';
import { mediaQueryList, subscribeToMediaQueries } from './use-media-query.ts';

const stepQueries = carouselSteps.map((step) => stepQuery(step.maxWidth));

const subscribe = (onChange: () => void) => subscribeToMediaQueries(stepQueries, onChange);
const currentSlidesPerView = () => slidesPerView((maxWidth) => mediaQueryList(stepQuery(maxWidth)).matches);

/**
 * How many slides a carousel shows at the current viewport width, from the same media queries as the CSS;
 * re-renders only when the count changes. Rendered on the server (no window), the phone's count: the server's
 * markup sets the widths in CSS.
 */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, currentSlidesPerView, () => carouselSteps[0].slides);
}
