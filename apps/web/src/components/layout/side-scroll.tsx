import type { ReactNode, RefObject } from 'react';
import { useScrollEdges } from '../../hooks/use-scroll-edges.ts';
import './side-scroll.css';

interface SideScrollHintProps {
  /** The element that scrolls sideways (give it the `side-scroll__track` class). */
  scroller: RefObject<HTMLElement | null>;
  /** Changes when the content does, so the hint follows a new scroll width. */
  contentKey: unknown;
  className?: string;
  children: ReactNode;
}

/** A fade with an arrow on each side of a sideways scroller where there is more to see. */
export function SideScrollHint({ scroller, contentKey, className, children }: SideScrollHintProps) {
  const { atStart, atEnd } = useScrollEdges(scroller, contentKey);
  return (
    <div
      className={className ? `side-scroll ${className}` : 'side-scroll'}
      data-more-before={atStart ? undefined : ''}
      data-more-after={atEnd ? undefined : ''}
    >
      {children}
    </div>
  );
}

/** Scrolls `scroller` sideways just enough that `item` is wholly visible, clear of the fades. */
export function revealInScroller(scroller: HTMLElement, item: HTMLElement): void {
  const style = getComputedStyle(scroller);
  const before = Number.parseFloat(style.scrollPaddingLeft) || 0;
  const after = Number.parseFloat(style.scrollPaddingRight) || 0;
  const box = scroller.getBoundingClientRect();
  const place = item.getBoundingClientRect();
  if (place.left < box.left + before) scroller.scrollLeft -= box.left + before - place.left;
  else if (place.right > box.right - after) scroller.scrollLeft += place.right - (box.right - after);
}
