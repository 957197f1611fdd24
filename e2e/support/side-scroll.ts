import type { Locator } from 'playwright-core';

/**
 * The items of a sideways-scrolling row that are not wholly readable once scrolled to: each is brought into
 * view as focus would bring it, then its box must lie inside the row, clear of a fade shown over either edge,
 * and its text must not overflow it. Answers the texts of the cut items (none: []) and leaves the row at its
 * start.
 */
export function itemsCutWhenScrolledTo(row: Locator, items: string): Promise<string[]> {
  return row.evaluate(async (scroller, selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const hint = scroller.closest('.side-scroll');
    const fadeWidth = (side: '::before' | '::after') =>
      hint && getComputedStyle(hint, side).opacity !== '0'
        ? Number.parseFloat(getComputedStyle(hint, side).width)
        : 0;
    const cut: string[] = [];
    for (const item of scroller.querySelectorAll<HTMLElement>(selector)) {
      item.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await frame();
      // Let the fades follow the new scroll position (they fade in 0.15 s).
      await new Promise((resolve) => setTimeout(resolve, 250));
      const box = scroller.getBoundingClientRect();
      const place = item.getBoundingClientRect();
      const clear =
        place.left >= box.left + fadeWidth('::before') - 0.5 &&
        place.right <= box.right - fadeWidth('::after') + 0.5 &&
        item.scrollWidth <= item.clientWidth + 0.5;
      if (!clear) cut.push(item.textContent ?? '');
    }
    scroller.scrollLeft = 0;
    return cut;
  }, items);
}
