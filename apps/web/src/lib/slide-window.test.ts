import { describe, expect, it } from 'vitest';
import { isRendered, slideWindow } from './slide-window.ts';

describe('slideWindow', () => {
  it('renders the first three pages before any scrolling', () => {
    expect(slideWindow(0, 3)).toEqual({ from: 0, to: 9 });
    expect(slideWindow(0, 8)).toEqual({ from: 0, to: 24 });
  });

  it('keeps one page before the page in view and two after it', () => {
    expect(slideWindow(10, 3)).toEqual({ from: 6, to: 18 });
    expect(slideWindow(16, 8)).toEqual({ from: 8, to: 40 });
  });

  it('moves a page at a time, not with every slide', () => {
    expect(slideWindow(9, 3)).toEqual(slideWindow(11, 3));
    expect(slideWindow(11, 3)).not.toEqual(slideWindow(12, 3));
  });

  it('treats an overscrolled start as the first page', () => {
    expect(slideWindow(-2, 3)).toEqual({ from: 0, to: 9 });
  });
});

describe('isRendered', () => {
  const shown = { from: 6, to: 18 };

  it('renders the slides inside the window and none outside it', () => {
    expect(isRendered(6, shown, 0)).toBe(true);
    expect(isRendered(17, shown, 0)).toBe(true);
    expect(isRendered(5, shown, 0)).toBe(false);
    expect(isRendered(18, shown, 0)).toBe(false);
  });

  it('always renders the slide that holds the tab stop, so the keyboard can reach the carousel', () => {
    expect(isRendered(99, shown, 99)).toBe(true);
  });
});
