/**
 * Carousels show 8 slides wide, 6 below 600 px and 3 or 4 at 480 px or less. We show 3 at ≤ 480 px
 * (posters stay about 110 px wide on a 375 px phone), 6 from 481 to 599 px and 8 from 600 px up.
 * The widths are the viewport's, as CSS media queries measure them.
 */
export const carouselSteps = [
  { maxWidth: 480, slides: 3 },
  { maxWidth: 599, slides: 6 },
] as const;
export const wideSlides = 8;

/** The media query that holds below a step's width, as the CSS's own. */
export const stepQuery = (maxWidth: number) => `(max-width: ${maxWidth}px)`;

/** The count for a viewport, told which steps' queries hold (the browser's media queries, or a width in tests). */
export function slidesPerView(viewportIsAtMost: (maxWidth: number) => boolean): number {
  for (const step of carouselSteps) if (viewportIsAtMost(step.maxWidth)) return step.slides;
  return wideSlides;
}

/**
 * The `sizes` of an image as wide as a carousel's slide. The page's content is at most 1200 px wide, less its
 * padding (1 rem each side on phones). Without a fixed count it follows the steps in media conditions, so it is
 * right before any script has measured the window (the server's markup of a first view).
 */
export function slideImageSizes(perView?: number): string {
  const slide = (viewport: string, slides: number) => `calc((${viewport} - 2rem) / ${slides})`;
  if (perView !== undefined) return slide('min(100vw, 1200px)', perView);
  return [
    ...carouselSteps.map((step) => `${stepQuery(step.maxWidth)} ${slide('100vw', step.slides)}`),
    slide('min(100vw, 1200px)', wideSlides),
  ].join(', ');
}

/** Below 600 px the page counts as mobile (Science Fiction carousel, 67-character descriptions). */
export const mobileQuery = '(max-width: 599.98px)';
/** The narrow breakpoint (detail pages stack their poster above the text). */
export const narrowQuery = '(max-width: 500px)';
