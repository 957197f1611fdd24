import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useScrollEdges } from '../../../hooks/use-scroll-edges.ts';
import { type GuideRow, useShowsGrid } from '../api/get-shows-grid.ts';
import { useUserChannels } from '../api/get-user-channels.ts';
import { EARLIEST_SHIFT, type GuideWindow, guideTicks, nowOffset, shiftedWindow } from '../lib/tv-guide.ts';
import { GuideChannel } from './guide-channel.tsx';
import './tv-guide.css';
import '../strings.ts';

const minuteMs = 60_000;

/** The current time, refreshed every minute (moves the 'now' marker). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), minuteMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const scrollBehavior = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? ('auto' as const) : ('smooth' as const);

/**
 * Scrolls the guide to the half hour the 'now' line is in, just right of the channel column: a place the
 * swipe snaps to as well, so the line stays in view when the scroll comes to rest.
 */
function scrollToNow(scroller: HTMLElement): void {
  const line = scroller.querySelector<HTMLElement>('.tv-guide__ruler .tv-guide__now');
  const column = scroller.querySelector<HTMLElement>('.tv-guide__channel');
  if (!line) return;
  const at = line.getBoundingClientRect().left;
  const ticks = [...scroller.querySelectorAll<HTMLElement>('.tv-guide__tick')];
  const halfHour = ticks.filter((tick) => tick.getBoundingClientRect().left <= at + 1).at(-1) ?? line;
  const offset = halfHour.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
  scroller.scrollTo({
    left: scroller.scrollLeft + offset - (column?.offsetWidth ?? 0),
    behavior: scrollBehavior(),
  });
}

/**
 * '/tvguide': channels × time, from now to 6 hours on, with a 'now' line (from the EPG's shows grid). On a
 * phone the times swipe sideways under a narrow column of channel logos, and 'Now' scrolls back to now.
 * 'Earlier' goes back six hours at a time, as far as catch-up reaches (24 hours), where a catch-up channel's
 * ended programmes open in the player.
 */
export function TvGuidePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('tvGuide.title'));
  const now = useNow();
  const [page, setPage] = useState(1);
  const [shift, setShift] = useState(0);
  // The window moves on the half hour, not every minute, so the grid is not asked again each minute.
  const window = shiftedWindow(now, shift);
  const grid = useShowsGrid(window.from, window.to, page);
  const channels = useUserChannels();
  const scroller = useRef<HTMLElement>(null);
  const rows = grid.data?.data ?? [];
  const { atStart, atEnd } = useScrollEdges(scroller, rows.length);
  const time = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const marker = nowOffset(window, now);
  const totalPages = grid.data?.total_pages ?? 1;
  const logoOf = (row: GuideRow) =>
    channels.data?.find((channel) => channel.id === row.channel.id)?.logos.NORMAL ?? null;

  return (
    <PageLayout>
      <div className="catalog-page tv-guide">
        <div className="tv-guide__head">
          <h1 className="page-title">{t('tvGuide.title')}</h1>
          <div className="tv-guide__times">
            {/* At their limits the buttons stay in place and keep the keyboard's focus: aria-disabled, not disabled. */}
            <LimitedButton atLimit={shift <= EARLIEST_SHIFT} onPress={() => setShift(shift - 1)}>
              {t('tvGuide.earlier')}
            </LimitedButton>
            <LimitedButton atLimit={shift >= 0} onPress={() => setShift(shift + 1)}>
              {t('tvGuide.later')}
            </LimitedButton>
          </div>
          {marker !== null && !(atStart && atEnd) ? (
            <button
              type="button"
              className="button button--outline tv-guide__now-button"
              onClick={() => scroller.current && scrollToNow(scroller.current)}
            >
              {t('tvGuide.now')}
            </button>
          ) : null}
        </div>
        {grid.isPending ? (
          <p role="status" className="muted">
            {t('common.loadingEllipsis')}
          </p>
        ) : grid.isError ? (
          <p role="alert">{t('tvGuide.failed')}</p>
        ) : rows.length === 0 ? (
          <p className="muted">{t('tvGuide.empty')}</p>
        ) : (
          <section
            ref={scroller}
            className="tv-guide__scroll"
            aria-label={t('tvGuide.grid')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the grid sideways from here; a phone shows no programme link until it does.
            tabIndex={0}
          >
            <div className="tv-guide__grid" aria-busy={grid.isPlaceholderData || undefined}>
              <div className="tv-guide__row tv-guide__row--head" aria-hidden="true">
                <span className="tv-guide__channel">{t('tvGuide.channel')}</span>
                <div className="tv-guide__track tv-guide__ruler">
                  {guideTicks(window).map((tick) => (
                    <span
                      key={tick}
                      className="tv-guide__tick"
                      style={{ left: `${offsetOf(window, tick)}%` }}
                    >
                      {time.format(tick)}
                    </span>
                  ))}
                  {marker === null ? null : (
                    <span className="tv-guide__now" style={{ left: `${marker}%` }}>
                      <span className="tv-guide__now-label">{t('tvGuide.now')}</span>
                    </span>
                  )}
                </div>
              </div>
              {rows.map((row) => (
                <GuideChannel
                  key={row.channel.id}
                  row={row}
                  logo={logoOf(row)}
                  window={window}
                  now={now}
                  marker={marker}
                  time={time}
                />
              ))}
            </div>
          </section>
        )}
        {totalPages > 1 ? (
          <nav className="tv-guide__pages" aria-label={t('tvGuide.title')}>
            <LimitedButton atLimit={page <= 1} onPress={() => setPage(page - 1)}>
              {t('tvGuide.previous')}
            </LimitedButton>
            <span>{t('tvGuide.page', { page, total: totalPages })}</span>
            <LimitedButton atLimit={page >= totalPages} onPress={() => setPage(page + 1)}>
              {t('tvGuide.next')}
            </LimitedButton>
          </nav>
        ) : null}
      </div>
    </PageLayout>
  );
}

/** A guide button that does nothing at its limit (earliest hours, now, first or last page), focus kept. */
function LimitedButton({
  atLimit,
  onPress,
  children,
}: {
  atLimit: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--outline"
      aria-disabled={atLimit || undefined}
      onClick={atLimit ? undefined : onPress}
    >
      {children}
    </button>
  );
}

const offsetOf = (window: GuideWindow, at: number) => ((at - window.from) / (window.to - window.from)) * 100;
