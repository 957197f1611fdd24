import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { type GuideRow, useShowsGrid } from '../api/get-shows-grid.ts';
import {
  type GuideWindow,
  guideTicks,
  guideWindow,
  isOnNow,
  nowOffset,
  placeInWindow,
} from '../lib/tv-guide.ts';
import './tv-guide.css';

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

/** '/tvguide': channels × time, from now to 6 hours on, with a 'now' marker (from the EPG's shows grid). */
export function TvGuidePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('tvGuide.title'));
  const now = useNow();
  const [page, setPage] = useState(1);
  // The window moves on the half hour, not every minute, so the grid is not asked again each minute.
  const window = guideWindow(now);
  const grid = useShowsGrid(window.from, window.to, page);
  const time = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const marker = nowOffset(window, now);
  const totalPages = grid.data?.total_pages ?? 1;

  return (
    <PageLayout>
      <div className="catalog-page tv-guide">
        <h1 className="page-title">{t('tvGuide.title')}</h1>
        {grid.isPending ? (
          <p role="status" className="muted">
            {t('common.loadingEllipsis')}
          </p>
        ) : grid.isError ? (
          <p role="alert">{t('tvGuide.failed')}</p>
        ) : grid.data.data.length === 0 ? (
          <p className="muted">{t('tvGuide.empty')}</p>
        ) : (
          <div className="tv-guide__scroll">
            <div className="tv-guide__grid" aria-busy={grid.isPlaceholderData || undefined}>
              <div className="tv-guide__row tv-guide__row--head" aria-hidden="true">
                <span className="tv-guide__channel">{t('tvGuide.channel')}</span>
                <div className="tv-guide__track">
                  {guideTicks(window).map((tick) => (
                    <span
                      key={tick}
                      className="tv-guide__tick"
                      style={{ left: `${offsetOf(window, tick)}%` }}
                    >
                      {time.format(tick)}
                    </span>
                  ))}
                  {marker === null ? null : <NowMarker left={marker} label={t('tvGuide.now')} />}
                </div>
              </div>
              {grid.data.data.map((row) => (
                <GuideChannel
                  key={row.channel.id}
                  row={row}
                  window={window}
                  now={now}
                  marker={marker}
                  time={time}
                />
              ))}
            </div>
          </div>
        )}
        {totalPages > 1 ? (
          <nav className="tv-guide__pages" aria-label={t('tvGuide.title')}>
            <button
              type="button"
              className="button button--outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('tvGuide.previous')}
            </button>
            <span>{t('tvGuide.page', { page, total: totalPages })}</span>
            <button
              type="button"
              className="button button--outline"
              disabled={page >= totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('tvGuide.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </PageLayout>
  );
}

const offsetOf = (window: GuideWindow, at: number) => ((at - window.from) / (window.to - window.from)) * 100;

function NowMarker({ left, label }: { left: number; label: string }) {
  return (
    <span className="tv-guide__now" style={{ left: `${left}%` }}>
      <span className="tv-guide__now-label">{label}</span>
    </span>
  );
}

interface GuideChannelProps {
  row: GuideRow;
  window: GuideWindow;
  now: number;
  marker: number | null;
  time: Intl.DateTimeFormat;
}

function GuideChannel({ row, window, now, marker, time }: GuideChannelProps) {
  const { t } = useTranslation();
  return (
    <section className="tv-guide__row" aria-label={row.channel.name}>
      <h2 className="tv-guide__channel">{row.channel.name}</h2>
      <ul className="tv-guide__track">
        {row.shows.map((show) => {
          const place = placeInWindow(window, show.starts_at, show.ends_at);
          if (!place) return null;
          const onNow = isOnNow(show.starts_at, show.ends_at, now);
          return (
            <li
              key={show.id}
              className={onNow ? 'tv-guide__show tv-guide__show--now' : 'tv-guide__show'}
              style={{ left: `${place.left}%`, width: `${place.width}%` }}
              title={show.description || undefined}
            >
              <span className="tv-guide__show-title">{show.title}</span>
              <span className="tv-guide__show-time">
                {t('tvGuide.showTime', {
                  start: time.format(Date.parse(show.starts_at)),
                  end: time.format(Date.parse(show.ends_at)),
                })}
              </span>
            </li>
          );
        })}
        {marker === null ? null : (
          <li className="tv-guide__now" style={{ left: `${marker}%` }} aria-hidden="true" />
        )}
      </ul>
    </section>
  );
}
