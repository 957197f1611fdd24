import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { GuideRow } from '../api/get-shows-grid.ts';
import { programmePlayerLink } from '../lib/channels.ts';
import { type GuideWindow, isCatchUpPlayable, isOnNow, placeInWindow } from '../lib/tv-guide.ts';
import '../strings.ts';

interface GuideChannelProps {
  row: GuideRow;
  /** The channel's square logo, when the channel list has it. */
  logo: string | null;
  window: GuideWindow;
  now: number;
  marker: number | null;
  time: Intl.DateTimeFormat;
}

/**
 * One channel of the TV guide: its logo and name, then its programmes placed on the time track. On a
 * catch-up channel a programme of the last 24 hours that has ended opens the player on it.
 */
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
          const catchUp = row.channel.catch_up && isCatchUpPlayable(show.starts_at, show.ends_at, now);
          const className = onNow
            ? 'tv-guide__show tv-guide__show--now'
            : catchUp
              ? 'tv-guide__show tv-guide__show--catch-up'
              : 'tv-guide__show';
          return (
            <li
              key={show.id}
              className={className}
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
              {catchUp ? (
                <>
                  <span className="tv-guide__show-badge" aria-hidden="true">
                    {t('tvGuide.catchUp')}
                  </span>
                  <Link
                    className="tv-guide__show-link"
                    to={programmePlayerLink(row.channel, show.id)}
                    aria-label={t('tvGuide.watchAgain', { title: show.title })}
                  />
                </>
              ) : null}
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
