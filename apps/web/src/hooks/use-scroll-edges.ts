import type { RefObject } from 'react';
import { useScrollerMeasure } from './use-scroller-measure.ts';

export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

function edgesOf(element: HTMLElement): ScrollEdges {
  return {
    atStart: element.scrollLeft <= 1,
    atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
  };
}

const sameEdges = (current: ScrollEdges, next: ScrollEdges) =>
  current.atStart === next.atStart && current.atEnd === next.atEnd;

/** Whether a horizontal scroller is at its start and at its end; follows scrolling, resizing and new content. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  return useScrollerMeasure(ref, { atStart: true, atEnd: true }, edgesOf, sameEdges, contentKey);
}
