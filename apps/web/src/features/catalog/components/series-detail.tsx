import type { Series } from '@glotv/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { useEntitlementGate } from '../../packages/public.ts';
import { MyListButton } from '../../watching/public.ts';
import { useSeries } from '../api/get-series.ts';
import { useSeriesPurchase } from '../api/get-user-series.ts';
import { useEpisodePress } from '../hooks/use-episode-press.ts';
import { SERIES_ERROR_REDIRECT_MS, type SeriesState, trailerLink } from '../lib/detail-routes.ts';
import { seasonChoices } from '../lib/seasons.ts';
import { Credits } from './credits.tsx';
import { Description } from './description.tsx';
import { DetailPoster } from './detail-poster.tsx';
import { EpisodeList } from './episode-list.tsx';

export function SeriesDetail({ target }: { target: SeriesState }) {
  const { t } = useTranslation();
  const series = useSeries(target.seriesID);
  useDocumentTitle(series.data?.title ?? target.title ?? t('pages.series'));
  useRedirectAfter(paths.error, SERIES_ERROR_REDIRECT_MS, series.isError);

  if (series.isError) {
    return (
      <p role="alert" className="detail__missing">
        {t('errors.pageText')}
      </p>
    );
  }
  if (series.isPending) {
    return (
      <article className="detail" aria-busy="true">
        <DetailPoster imageId={target.imageID} />
        <div className="detail__head">
          <h1 className="page-title">{target.title ?? t('common.loadingEllipsis')}</h1>
        </div>
      </article>
    );
  }
  return <SeriesInfo series={series.data} />;
}

/** The season shown is in the URL (`&season=2`), so coming back from an episode keeps it. */
const seasonParam = 'season';
/** An episode a search found (`&episode=41`) is marked and scrolled to. */
const episodeParam = 'episode';

function SeriesInfo({ series }: { series: Series }) {
  const { t } = useTranslation();
  const gate = useEntitlementGate();
  const purchase = useSeriesPurchase(series.id);
  const [search, setSearch] = useSearchParams();
  const choices = seasonChoices(series.seasons);
  const asked = Number(search.get(seasonParam));
  const number = choices.some((choice) => choice.number === asked) ? asked : (choices[0]?.number ?? 1);
  const season = series.seasons.find((candidate) => candidate.number === number);
  // While the grant is unknown the episode player decides (it refuses what was not bought).
  const entitled = purchase === undefined || purchase !== null;
  const pressOf = useEpisodePress(series.id, purchase !== undefined && purchase !== null);

  const chooseSeason = (value: number) => {
    const next = new URLSearchParams(search);
    next.set(seasonParam, String(value));
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="catalog-page">
      <article className="detail">
        <DetailPoster imageId={series.image_id} placeholder={series.image_placeholder} />
        <div className="detail__head">
          <h1 className="page-title">{series.title}</h1>
        </div>
        <div className="detail__actions">
          <Link
            to={trailerLink({ seriesID: series.id })}
            className="button button--outline"
            onClick={gate.guard(true)}
          >
            {t('content.watchTrailer')}
          </Link>
          <MyListButton
            title={{
              type: 'series',
              id: series.id,
              uid: series.uid,
              title: series.title,
              image_id: series.image_id,
              image_placeholder: series.image_placeholder,
            }}
          />
        </div>
        <div className="detail__about">
          <Description text={series.description} />
          <Credits cast={series.cast} castLabel={t('content.cast')} director={series.director} />
        </div>
      </article>
      <section className="catalog-section" aria-labelledby="episodes-heading">
        <div className="episodes__head">
          <h2 id="episodes-heading" className="section-title">
            {t('content.episodes')}
          </h2>
          <label className="season-select">
            <span className="visually-hidden">{t('content.selectSeason')}</span>
            <select value={number} onChange={(event) => chooseSeason(Number(event.target.value))}>
              {choices.map((choice) => (
                <option key={choice.number} value={choice.number}>
                  {choice.number === 1
                    ? t('content.season1')
                    : choice.number === 2
                      ? t('content.season2')
                      : t('content.seasonNumber', { number: choice.number })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <EpisodeList
          episodes={season?.episodes ?? []}
          seriesId={series.id}
          foundId={Number(search.get(episodeParam)) || null}
          onEpisode={gate.guard(entitled, series.packages)}
          pressOf={pressOf}
        />
      </section>
      {gate.prompt}
    </div>
  );
}
