import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '../../hooks/use-scroll-edges.ts';
import { useSlideWindow } from '../../hooks/use-slide-window.ts';
import { useSlidesPerView } from '../../hooks/use-slides-per-view.ts';
import { isRendered } from '../../lib/slide-window.ts';
import { slideImageSizes } from '../../lib/slides-per-view.ts';
import { ChevronIcon } from './icons.tsx';
import './carousel.css';

/** What a slide needs to take part in the carousel's keyboard navigation: give `tabIndex` to its link. */
export interface SlideProps {
  index: number;
  tabIndex: 0 | -1;
  /** The `sizes` of an image as wide as the slide. */
  sizes: string;
  /** In the first screenful of a carousel marked `eager`: load its image at once. */
  eager: boolean;
}

interface CarouselProps<T> {
  title: string;
  /** Keeps the title for assistive technology only (the banner). */
  hideTitle?: boolean;
  headingLevel?: 2 | 3;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, slide: SlideProps) => ReactNode;
  /** A fixed number of slides per view (the banner shows one); otherwise the count for the width (8 wide, 6 below 600 px, 3 at 480 px or less). */
  perView?: number;
  /** Shows empty slides of this shape while the items load. */
  loading?: boolean;
  placeholderShape?: 'poster' | 'wide';
  /** The carousel is in the first screenful: the slides in view load their images at once. */
  eager?: boolean;
  className?: string;
}

const keyMoves: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current, last) => Math.min(current + 1, last),
  ArrowLeft: (current) => Math.max(current - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

function slideControl(track: HTMLElement | null, index: number): HTMLElement | null | undefined {
  return track?.querySelector<HTMLElement>(`[data-slide="${index}"] :is(a, button)`);
}

function slideIndexOf(element: EventTarget): number | undefined {
  const slide = element instanceof Element ? element.closest<HTMLElement>('[data-slide]') : null;
  return slide ? Number(slide.dataset.slide) : undefined;
}

const smoothScroll = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? ('auto' as const) : ('smooth' as const);

/**
 * A row of slides on CSS scroll-snap: swiped on touch screens, paged with the arrow buttons, and one tab stop
 * for the keyboard (arrow keys, Home and End move between slides). `--slides-per-view` sets the slide width.
 * Only the slides near the view are rendered (`slideWindow`); the others are empty boxes of the same width.
 */
export function Carousel<T>({
  title,
  hideTitle = false,
  headingLevel = 2,
  items,
  itemKey,
  renderItem,
  perView,
  loading = false,
  placeholderShape = 'poster',
  eager = false,
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const responsiveCount = useSlidesPerView();
  const count = perView ?? responsiveCount;
  const [focused, setFocused] = useState(0);
  const current = Math.min(focused, Math.max(items.length - 1, 0));
  const { atStart, atEnd } = useScrollEdges(track, items.length);
  const rendered = useSlideWindow(track, count);
  // A key can move to a slide that is not rendered yet (End): it is focused once it is.
  const focusWhenRendered = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusWhenRendered.current === null) return;
    slideControl(track.current, focusWhenRendered.current)?.focus();
    focusWhenRendered.current = null;
  });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const sizes = slideImageSizes(perView);

  const scrollPage = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: smoothScroll() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = keyMoves[event.key];
    const from = slideIndexOf(event.target);
    if (!move || from === undefined) return;
    event.preventDefault();
    const next = move(from, items.length - 1);
    const control = slideControl(track.current, next);
    if (control) control.focus();
    else focusWhenRendered.current = next;
    setFocused(next);
  };

  const style = { '--slides-per-view': count } as CSSProperties;
  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      style={style}
    >
      <div className="carousel__head">
        <Heading id={headingId} className={hideTitle ? 'visually-hidden' : 'carousel__title'}>
          {title}
        </Heading>
        {atStart && atEnd ? null : (
          <div className="carousel__arrows">
            <button
              type="button"
              className="carousel__arrow"
              aria-label={t('carousel.previous', { title })}
              aria-disabled={atStart}
              onClick={() => scrollPage(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="carousel__arrow"
              aria-label={t('carousel.next', { title })}
              aria-disabled={atEnd}
              onClick={() => scrollPage(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={track}
        className="carousel__track"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const index = slideIndexOf(event.target);
          if (index !== undefined) setFocused(index);
        }}
      >
        {loading
          ? Array.from({ length: count }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <li key={index} className="carousel__slide" aria-hidden="true">
                <span className={`carousel__placeholder carousel__placeholder--${placeholderShape}`} />
              </li>
            ))
          : items.map((item, index) =>
              isRendered(index, rendered, current) ? (
                <li key={itemKey(item)} className="carousel__slide" data-slide={index}>
                  {renderItem(item, {
                    index,
                    tabIndex: index === current ? 0 : -1,
                    sizes,
                    eager: eager && index < count,
                  })}
                </li>
              ) : (
                <li key={itemKey(item)} className="carousel__slide carousel__slide--far" aria-hidden="true" />
              ),
            )}
      </ul>
    </section>
  );
}
