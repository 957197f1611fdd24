import { useTranslation } from 'react-i18next';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { GuideRow } from '../api/get-shows-grid.ts';
import { type GuideWindow, isOnNow, placeInWindow } from '../lib/tv-guide.ts';

interface GuideChannelProps {
  row: GuideRow;
  /** The channel's square logo, when the channel list has it. */
  logo: string | null;
  window: GuideWindow;
  now: number;
  marker: number | null;
  time: Intl.DateTimeFormat;
}

/** One channel of the TV guide: its logo and name, then its programmes placed on the time track. */
export function GuideChannel({ row, logo, window, now, marker, time }: GuideChannelProps) {
  const { t } = useTranslation();
  return (
    <section className="tv-guide__row" aria-label={row.channel.name}>
      <h2 className={logo ? 'tv-guide__channel tv-guide__channel--logo' : 'tv-guide__channel'}>
        {logo ? (
          <CatalogImage
            imageId={logo}
            alt=""
            shape="square"
            sizes="(min-width: 768px) 32px, 40px"
            minWidth={32}
            maxWidth={40}
            className="tv-guide__logo"
          />
        ) : null}
        <span className="tv-guide__channel-name">{row.channel.name}</span>
      </h2>
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
