import { type RefObject, useEffect, useState } from 'react';

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

/** Whether a horizontal scroller is at its start and at its end; follows scrolling, resizing and new content. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content (contentKey) changes the scroll width.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = edgesOf(element);
        setEdges((current) =>
          current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
        );
      });
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, contentKey]);
  return edges;
}
