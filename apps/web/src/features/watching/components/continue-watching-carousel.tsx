import type { ContinueWatchingItem } from '@glotv/contracts/watching';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, type SlideProps } from '../../../components/ui/carousel.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useIdleReady } from '../../../hooks/use-idle-ready.ts';
import { useContinueWatching } from '../api/get-continue-watching.ts';
import { percentWatched } from '../lib/progress.ts';
import { playerLink } from '../lib/resume-links.ts';
import './watching.css';

/**
 * 'Continue watching': what the subscriber began and did not finish, newest first, each card resuming where
 * they stopped (a series at its episode). Asked for once the first screen is shown; nothing while empty.
 */
export function ContinueWatchingCarousel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const ready = useIdleReady();
  const list = useContinueWatching(ready);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Carousel
      title={t('watching.continueWatching')}
      headingLevel={headingLevel}
      items={list.data}
      itemKey={(item) => `${item.type}-${item.id}`}
      renderItem={(item, slide) => <ContinueCard item={item} slide={slide} />}
      className="continue-watching"
    />
  );
}

function ContinueCard({ item, slide }: { item: ContinueWatchingItem; slide: SlideProps }) {
  const { t } = useTranslation();
  const { episode } = item;
  const link = episode
    ? playerLink({ kind: 'episode', id: episode.id, seriesId: item.id }, item.position)
    : playerLink({ kind: 'movie', id: item.id }, item.position);
  const percent = percentWatched(item.position, item.duration);
  return (
    <Link to={link.to} state={link.state} className="watching-card" tabIndex={slide.tabIndex}>
      <CatalogImage
        imageId={item.image_id}
        placeholder={item.image_placeholder}
        alt=""
        shape="poster"
        sizes={slide.sizes}
        minWidth={60}
        maxWidth={150}
        eager={slide.eager}
      />
      <span className="watching-card__progress" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="watching-card__title">{item.title}</span>
      {episode ? (
        <span className="watching-card__episode">
          {t('watching.episodeShort', { season: episode.season_number, episode: episode.number })}
        </span>
      ) : null}
      <span className="visually-hidden">{t('watching.percentWatched', { percent })}</span>
    </Link>
  );
}
