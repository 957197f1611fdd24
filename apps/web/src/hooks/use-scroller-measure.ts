import { type RefObject, useEffect, useState } from 'react';

/** Reads a scroller's layout and returns what to do with the value. */
type Read = () => () => void;

/**
 * Every scroller's measures run in batches that read all layouts first and only then let the components
 * change: a page of carousels that each read their layout and re-rendered in turn made the browser lay the
 * page out again for every carousel. A shared ResizeObserver measures a scroller when it is first laid out and
 * when it changes size (its callback runs after layout, so reading is free); scrolling measures once a frame.
 */
const readersOf = new Map<Element, Set<Read>>();
const scrolled = new Set<Read>();
let frameRequested = false;
let sharedResizes: ResizeObserver | undefined;

function runReads(reads: Iterable<Read>) {
  const applies = [...reads].map((read) => read());
  for (const apply of applies) apply();
}

function resizes(): ResizeObserver {
  sharedResizes ??= new ResizeObserver((entries) =>
    runReads(new Set(entries.flatMap((entry) => [...(readersOf.get(entry.target) ?? [])]))),
  );
  return sharedResizes;
}

function measureNextFrame(read: Read) {
  scrolled.add(read);
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(() => {
    frameRequested = false;
    const reads = [...scrolled];
    scrolled.clear();
    runReads(reads);
  });
}

/**
 * A value measured from a scroller when it is laid out, resized or scrolled (once a frame at most). A new `key`
 * measures again (new content, another slide count); `measure` should depend on nothing else. The component
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
    const read: Read = () => {
      const next = measure(element);
      return () => setValue((current) => (same(current, next) ? current : next));
    };
    const readers = readersOf.get(element) ?? new Set();
    readersOf.set(element, readers.add(read));
    // Observing again reports the element's size once more after the next layout: a measure for the new key.
    resizes().observe(element);
    const onScroll = () => measureNextFrame(read);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      scrolled.delete(read);
      readers.delete(read);
      if (readers.size > 0) return;
      readersOf.delete(element);
      resizes().unobserve(element);
    };
  }, [ref, key]);
  return value;
}
