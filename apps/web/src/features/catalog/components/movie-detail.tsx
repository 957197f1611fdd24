import type { UserMovie } from '@glotv/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { useEntitlementGate } from '../../packages/public.ts';
import { useUserMovie } from '../api/get-user-movie.ts';
import {
  MOVIE_ERROR_REDIRECT_MS,
  type MovieDetailState,
  movieStreamLink,
  trailerLink,
} from '../lib/detail-routes.ts';
import { Credits } from './credits.tsx';
import { Description } from './description.tsx';
import { DetailPoster } from './detail-poster.tsx';
import { RelatedMovies } from './related-movies.tsx';

export function MovieDetail({ target, fallbackTitle }: { target: MovieDetailState; fallbackTitle: string }) {
  const { t } = useTranslation();
  const movie = useUserMovie(target.movieID);
  useDocumentTitle(movie.data?.title ?? target.title ?? fallbackTitle);
  useRedirectAfter(paths.error, MOVIE_ERROR_REDIRECT_MS, movie.isError);

  if (movie.isError) {
    return (
      <p className="detail__missing" role="alert">
        {t('content.selectMovieFromHome')}
      </p>
    );
  }
  return (
    <div className="catalog-page">
      {movie.isPending ? (
        <article className="detail" aria-busy="true">
          <DetailPoster imageId={target.imageID} />
          <div className="detail__head">
            <h1 className="page-title">{target.title ?? t('common.loadingEllipsis')}</h1>
          </div>
        </article>
      ) : (
        <MovieInfo movie={movie.data} categoryName={target.categoryName} />
      )}
      <RelatedMovies movieId={target.movieID} />
    </div>
  );
}

function MovieInfo({ movie, categoryName }: { movie: UserMovie; categoryName: string | null }) {
  const { t } = useTranslation();
  const gate = useEntitlementGate();
  const play = movieStreamLink(movie, categoryName ?? movie.categories[0] ?? null);
  const facts = [
    movie.release_year,
    t('content.durationMinutes', { minutes: movie.duration }),
    movie.country,
  ].filter(Boolean);
  return (
    <article className="detail">
      <DetailPoster imageId={movie.image_id} placeholder={movie.image_placeholder} />
      <div className="detail__head">
        <h1 className="page-title">{movie.title}</h1>
        <p className="muted">{facts.join(' · ')}</p>
      </div>
      <div className="detail__actions">
        <Link
          to={trailerLink({ movieID: movie.id })}
          className="button button--outline"
          onClick={gate.guard(true)}
        >
          {t('content.watchTrailer')}
        </Link>
        <Link
          to={play.to}
          state={play.state}
          className="button button--primary"
          onClick={gate.guard(movie.purchased !== null, movie.packages)}
        >
          {t('content.playMovie')}
        </Link>
      </div>
      <div className="detail__about">
        <Description text={movie.description} />
        <Credits cast={movie.cast} castLabel={t('content.starring')} director={movie.director} />
      </div>
      {gate.prompt}
    </article>
  );
}
