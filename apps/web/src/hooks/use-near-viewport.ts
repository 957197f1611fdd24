import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * How far outside the viewport an element counts as near: a short scroll ahead, far less than Chromium's own
 * lazy-loading distance (1250–2500 px), which on a phone fetches several screens of pictures at once. Slides
 * of a carousel that its scroller hides count as far until they are scrolled into view.
 */
export const nearViewportMargin = '300px 0px';

/** One observer for every watched element (a page holds a hundred pictures), each with what to do when near. */
const whenNear = new Map<Element, () => void>();
let sharedObserver: IntersectionObserver | undefined;

function observer(): IntersectionObserver {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        whenNear.get(entry.target)?.();
        unwatch(entry.target);
      }
    },
    { rootMargin: nearViewportMargin },
  );
  return sharedObserver;
}

function watch(element: Element, onNear: () => void): void {
  whenNear.set(element, onNear);
  observer().observe(element);
}

function unwatch(element: Element): void {
  whenNear.delete(element);
  sharedObserver?.unobserve(element);
}

/**
 * Whether the element has come near the viewport; once near, always near. Starts near when `initially` is set
 * (the first screenful), and on the server and in browsers without IntersectionObserver.
 */
export function useNearViewport<T extends Element>(initially: boolean): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(initially);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    watch(element, () => setNear(true));
    return () => unwatch(element);
  }, [near]);
  return [ref, near];
}
