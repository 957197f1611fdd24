import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clockOf,
  DAY_MINUTES,
  type Gap,
  minutesToPixels,
  moveSpan,
  type Overlap,
  pixelsToMinutes,
  resizeSpanEnd,
  SNAP_MINUTES,
  type Span,
} from './timeline-math.ts';

export interface TimelineBlock extends Span {
  title: string;
}

interface Drag {
  key: string;
  mode: 'move' | 'resize';
  originY: number;
  original: Span;
}

const PIXELS_PER_MINUTE = 1.2;
/** A block is never drawn shorter than this, so a short programme can still be grabbed. */
const MIN_BLOCK_PIXELS = 18;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The day from 00:00 to 24:00, top to bottom: each programme a block to drag (move) or to drag by its lower
 * edge (length), in 5-minute steps; arrow keys do the same for a focused block. Gaps and overlaps are drawn.
 */
export function ScheduleTimeline({
  blocks,
  gaps,
  overlaps,
  onChange,
}: {
  blocks: TimelineBlock[];
  gaps: Gap[];
  overlaps: Overlap[];
  onChange: (key: string, span: Span) => void;
}) {
  const { t } = useTranslation('console');
  const hintId = useId();
  const drag = useRef<Drag | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const firstStart = blocks.length > 0 ? Math.min(...blocks.map((block) => block.start)) : null;
  const opened = useRef(false);
  // Opens the day where its programmes are, once: later moves leave the scroll where the editor put it.
  useEffect(() => {
    if (opened.current || !scroller.current || firstStart === null) return;
    opened.current = true;
    scroller.current.scrollTop = Math.max(0, minutesToPixels(firstStart, PIXELS_PER_MINUTE) - 24);
  }, [firstStart]);
  const px = (minutes: number) => `${minutesToPixels(minutes, PIXELS_PER_MINUTE)}px`;

  const begin = (event: PointerEvent<HTMLElement>, block: TimelineBlock, mode: Drag['mode']) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget.closest('.timeline__block') as HTMLElement | null)?.setPointerCapture(
      event.pointerId,
    );
    drag.current = { key: block.key, mode, originY: event.clientY, original: block };
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const delta = pixelsToMinutes(event.clientY - current.originY, PIXELS_PER_MINUTE);
    onChange(
      current.key,
      current.mode === 'move'
        ? moveSpan(current.original, delta)
        : resizeSpanEnd(current.original, current.original.end + delta),
    );
  };
  const end = () => {
    drag.current = null;
  };
  const keys = (event: KeyboardEvent<HTMLElement>, block: TimelineBlock) => {
    const step = event.key === 'ArrowUp' ? -SNAP_MINUTES : event.key === 'ArrowDown' ? SNAP_MINUTES : 0;
    if (step === 0) return;
    event.preventDefault();
    onChange(block.key, event.shiftKey ? resizeSpanEnd(block, block.end + step) : moveSpan(block, step));
  };

  return (
    <div className="timeline">
      <p id={hintId} className="console-muted">
        {t('live.timeline.hint')}
      </p>
      <div className="timeline__scroller" ref={scroller}>
        <section
          className="timeline__day"
          style={{ height: px(DAY_MINUTES) }}
          aria-label={t('live.timeline.label')}
        >
          {HOURS.map((hour) => (
            <div key={hour} className="timeline__hour" style={{ top: px(hour * 60) }} aria-hidden="true">
              {clockOf(hour * 60)}
            </div>
          ))}
          {gaps.map((gap) => (
            <div
              key={`gap-${gap.start}`}
              className="timeline__gap"
              style={{ top: px(gap.start), height: px(gap.end - gap.start) }}
              aria-hidden="true"
            />
          ))}
          {overlaps.map((overlap) => (
            <div
              key={`overlap-${overlap.first}-${overlap.second}`}
              className="timeline__overlap"
              style={{ top: px(overlap.start), height: px(overlap.end - overlap.start) }}
              aria-hidden="true"
            />
          ))}
          {blocks.map((block) => {
            const label = t('live.timeline.block', {
              title: block.title || t('live.timeline.untitled'),
              start: clockOf(block.start),
              end: clockOf(block.end),
            });
            const shownEnd = Math.min(block.end, DAY_MINUTES);
            return (
              <button
                key={block.key}
                type="button"
                className="timeline__block"
                data-key={block.key}
                style={{
                  top: px(block.start),
                  height: `max(${px(shownEnd - block.start)}, ${MIN_BLOCK_PIXELS}px)`,
                }}
                aria-label={label}
                aria-describedby={hintId}
                onPointerDown={(event) => begin(event, block, 'move')}
                onPointerMove={follow}
                onPointerUp={end}
                onPointerCancel={end}
                onKeyDown={(event) => keys(event, block)}
              >
                <span className="timeline__title">{label}</span>
                <span
                  className="timeline__handle"
                  data-testid="timeline-handle"
                  aria-hidden="true"
                  onPointerDown={(event) => begin(event, block, 'resize')}
                />
              </button>
            );
          })}
        </section>
      </div>
    </div>
  );
}
