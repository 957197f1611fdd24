import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/**
 * One MediaQueryList per query for the whole page. Reading `matches` needs no layout, unlike the window's
 * `innerWidth`, which lays the page out again when a render has just changed it.
 */
export function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Calls `onChange` whenever one of the queries starts or stops matching; returns how to stop. */
export function subscribeToMediaQueries(queries: readonly string[], onChange: () => void): () => void {
  for (const query of queries) mediaQueryList(query).addEventListener('change', onChange);
  return () => {
    for (const query of queries) mediaQueryList(query).removeEventListener('change', onChange);
  };
}

/** Whether a CSS media query matches now; updates when it starts or stops matching (never, on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribeToMediaQueries([query], onChange),
    () => mediaQueryList(query).matches,
    () => false,
  );
}
