import { type RefObject, useEffect, useState } from 'react';

/**
 * A value measured from a scroller, once a frame at most while it scrolls or resizes. A new `key` measures
 * again (new content, another slide count); `measure` should depend on nothing else. The component
 * re-renders only when `same` says the value changed.
 */
export function useScrollerMeasure<T>(
  ref: RefObject<HTMLElement | null>,
  initial: T | (() => T),
  measure: (element: HTMLElement) => T,
  same: (current: T, next: T) => boolean,
  key: unknown,
): T {
  const [value, setValue] = useState<T>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `measure` reads.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure(element);
        setValue((current) => (same(current, next) ? current : next));
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
  }, [ref, key]);
  return value;
}
