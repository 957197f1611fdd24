import type { UserMovie } from '@glotv/contracts/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { useOutsideNigeria, useSignedInUser } from '../../auth/public.ts';
import { useEntitlementGate } from '../../packages/public.ts';
import {
  loadMovieStreamPage,
  loadPlaybackEngine,
  prefetchTitleStart,
  startTitleOnPress,
  whenIdle,
} from '../../player/warm-up.ts';
import { isResumable, MyListButton, ResumeActions, usePosition } from '../../watching/public.ts';
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
  const playGuard = gate.guard(movie.purchased !== null, movie.packages);
  const startOnPress = useMovieStartOnPress(movie);
  useMoviePlayerWarmUp(movie);
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
        <ResumeActions
          target={{ kind: 'movie', id: movie.id }}
          onClick={playGuard}
          fallback={
            <Link
              to={play.to}
              state={play.state}
              className="button button--primary"
              onClick={(event) => {
                playGuard(event);
                if (!event.defaultPrevented) startOnPress();
              }}
            >
              {t('content.playMovie')}
            </Link>
          }
        />
        <MyListButton title={myListTitle(movie)} />
      </div>
      <div className="detail__about">
        <Description text={movie.description} />
        <Credits cast={movie.cast} castLabel={t('content.starring')} director={movie.director} />
      </div>
      {gate.prompt}
    </article>
  );
}

/**
 * Play Movie starts sooner when its page chunk is here and, for a subscriber who may play the movie, its
 * stream address, first small files, poster and hls.js already fetched: on a slow link each is a round trip
 * (or half a second of bytes) saved after the click.
 */
function useMoviePlayerWarmUp(movie: UserMovie) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const playable = movie.purchased !== null && !outsideNigeria;
  useEffect(() => {
    if (!playable) return whenIdle(loadMovieStreamPage);
    prefetchTitleStart(queryClient, user.user_id, { kind: 'movie', movieId: movie.id });
    return whenIdle(() => Promise.all([loadMovieStreamPage(), loadPlaybackEngine()]));
  }, [queryClient, user.user_id, movie.id, playable]);
}

/**
 * Play Movie (shown only when there is nowhere to resume from) for a subscriber who may play the movie: its
 * first segment is asked for as it is pressed (`startTitleOnPress`), once the saved position is known.
 */
function useMovieStartOnPress(movie: UserMovie) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const outsideNigeria = useOutsideNigeria();
  const saved = usePosition('movie', movie.id);
  const fromBeginning = saved.isSuccess && !isResumable(saved.data);
  return () => {
    if (movie.purchased !== null && !outsideNigeria && fromBeginning) {
      startTitleOnPress(queryClient, user.user_id, { kind: 'movie', movieId: movie.id });
    }
  };
}

/** What My List shows of the movie. */
function myListTitle(movie: UserMovie) {
  const { id, uid, title, image_id, image_placeholder } = movie;
  return { type: 'movie' as const, id, uid, title, image_id, image_placeholder };
}
