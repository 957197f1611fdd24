import type { Series } from '@glotv/contracts/catalog';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { EpisodePress } from '../hooks/use-episode-press.ts';
import { episodeLink } from '../lib/detail-routes.ts';

type Episode = Series['seasons'][number]['episodes'][number];

interface EpisodeListProps {
  episodes: readonly Episode[];
  seriesId: number;
  /** The episode a search found: marked, and scrolled into view once. */
  foundId?: number | null;
  onEpisode: (event: MouseEvent) => void;
  /** Gets an episode's player ready as it is pointed at and pressed. */
  pressOf: (episodeId: number) => EpisodePress;
}

/** Image, number, title and duration in minutes per episode; a season without any says so. */
export function EpisodeList({ episodes, seriesId, foundId = null, onEpisode, pressOf }: EpisodeListProps) {
  const { t } = useTranslation();
  const found = useRef<HTMLAnchorElement>(null);
  const shown = episodes.some((episode) => episode.id === foundId);
  useEffect(() => {
    if (shown) found.current?.scrollIntoView({ block: 'center' });
  }, [shown]);
  if (episodes.length === 0) return <p className="muted">{t('content.noEpisodes')}</p>;
  return (
    <ol className="episode-list">
      {[...episodes]
        .sort((a, b) => a.number - b.number)
        .map((episode) => {
          const link = episodeLink(episode.id, seriesId);
          const { warmUp, press } = pressOf(episode.id);
          return (
            <li key={episode.id}>
              <Link
                ref={episode.id === foundId ? found : undefined}
                to={link.to}
                state={link.state}
                className={episode.id === foundId ? 'episode episode--found' : 'episode'}
                onClick={(event) => {
                  onEpisode(event);
                  if (!event.defaultPrevented) press();
                }}
                onPointerEnter={warmUp}
                onPointerDown={warmUp}
                onFocus={warmUp}
              >
                <CatalogImage
                  imageId={episode.image_id}
                  placeholder={episode.image_placeholder}
                  alt=""
                  shape="wide"
                  sizes="(max-width: 500px) 120px, 176px"
                  minWidth={120}
                  maxWidth={176}
                  className="episode__image"
                />
                <span className="episode__number">
                  {t('content.episodeNumber', { number: episode.number })}
                </span>
                <span className="episode__title">{episode.title}</span>
                <span className="episode__duration">
                  {t('content.durationMinutes', { minutes: episode.duration })}
                </span>
              </Link>
            </li>
          );
        })}
    </ol>
  );
}
