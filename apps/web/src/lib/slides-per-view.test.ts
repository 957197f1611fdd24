import { describe, expect, it } from 'vitest';
import { slideImageSizes, slidesPerView } from './slides-per-view.ts';

const atWidth = (width: number) => (maxWidth: number) => width <= maxWidth;

describe('slides per view', () => {
  it('is 3 on phones up to 480 px wide', () => {
    expect(slidesPerView(atWidth(320))).toBe(3);
    expect(slidesPerView(atWidth(375))).toBe(3);
    expect(slidesPerView(atWidth(480))).toBe(3);
  });

  it('is 6 from 481 px to below 600 px', () => {
    expect(slidesPerView(atWidth(481))).toBe(6);
    expect(slidesPerView(atWidth(500))).toBe(6);
    expect(slidesPerView(atWidth(599))).toBe(6);
  });

  it('is 8 from 600 px up', () => {
    expect(slidesPerView(atWidth(600))).toBe(8);
    expect(slidesPerView(atWidth(1024))).toBe(8);
    expect(slidesPerView(atWidth(1920))).toBe(8);
  });

  it('gives images the slide width of every step in media conditions, or of a fixed count', () => {
    expect(slideImageSizes()).toBe(
      '(max-width: 480px) calc((100vw - 2rem) / 3), (max-width: 599px) calc((100vw - 2rem) / 6), ' +
        'calc((min(100vw, 1200px) - 2rem) / 8)',
    );
    expect(slideImageSizes(1)).toBe('calc((min(100vw, 1200px) - 2rem) / 1)');
  });
});
