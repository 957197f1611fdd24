/**
 * Which slides of a long carousel are rendered: the page in view, one page before it and two after. The others
 * are empty boxes of the same width, so the scroller keeps its length and snap points; at ten times the demo
 * catalog a dashboard row holds 100 titles, and rendering them all doubled the page's script time.
 */
export interface SlideWindow {
  /** The first rendered slide. */
  from: number;
  /** One past the last rendered slide. */
  to: number;
}

export const pagesBefore = 1;
export const pagesAfter = 2;

/** The window around the page that holds `firstVisible`, with `perView` slides to a page. */
export function slideWindow(firstVisible: number, perView: number): SlideWindow {
  const page = Math.floor(Math.max(firstVisible, 0) / perView);
  return { from: Math.max(page - pagesBefore, 0) * perView, to: (page + 1 + pagesAfter) * perView };
}

/** A slide is rendered inside the window, and always when it holds the carousel's tab stop. */
export function isRendered(index: number, shown: SlideWindow, tabStop: number): boolean {
  return index === tabStop || (index >= shown.from && index < shown.to);
}
