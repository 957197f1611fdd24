import type { RefObject } from 'react';
import { type SlideWindow, slideWindow } from '../lib/slide-window.ts';
import { useScrollerMeasure } from './use-scroller-measure.ts';

/** The index of the first slide in view: the scroll offset over the distance from one slide to the next. */
function firstVisibleSlide(track: HTMLElement): number {
  const [first, second] = track.children as HTMLCollectionOf<HTMLElement>;
  if (!first || !second) return 0;
  const step = second.offsetLeft - first.offsetLeft;
  return step > 0 ? Math.floor((track.scrollLeft + 1) / step) : 0;
}

const sameWindow = (current: SlideWindow, next: SlideWindow) =>
  current.from === next.from && current.to === next.to;

/**
 * The slides a carousel's track renders (see `slideWindow`): follows its scrolling and resizing, and re-renders
 * the carousel only when the page in view changes.
 */
export function useSlideWindow(track: RefObject<HTMLElement | null>, perView: number): SlideWindow {
  return useScrollerMeasure(
    track,
    () => slideWindow(0, perView),
    (element) => slideWindow(firstVisibleSlide(element), perView),
    sameWindow,
    perView,
  );
}
