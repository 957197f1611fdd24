import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUserMovie } from '../../catalog/public.ts';
import { parseTrailer } from '../lib/stream-target.ts';
import { PlayerScreen } from './player-screen.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { UnknownTarget } from './unknown-target.tsx';

/** '/moviestrailer': a movie's trailer; a signed-in subscriber may watch it without a package. */
export function TrailerPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = parseTrailer(location.search, location.state);
  if (target?.kind === 'seriesTrailer') {
    // The content API offers movie trailers only (no series trailer address yet).
    return (
      <PlayerScreen title={t('pages.trailer')}>
        <p className="player-screen__message" role="alert">
          {t('player.notAvailable')}
        </p>
      </PlayerScreen>
    );
  }
  if (target?.kind !== 'trailer') return <UnknownTarget />;
  return <MovieTrailer movieId={target.movieId} />;
}

function MovieTrailer({ movieId }: { movieId: number }) {
  const { t } = useTranslation();
  const movie = useUserMovie(movieId);
  const title = movie.data ? t('player.trailerOf', { title: movie.data.title }) : null;
  return (
    <PlayerScreen title={title}>
      <StreamPlayer
        target={{ kind: 'trailer', movieId }}
        entitled
        live={false}
        content={{
          content_uid: movie.data?.uid ?? String(movieId),
          content_type: 'trailer',
          content_name: movie.data?.title ?? null,
          content_details: null,
        }}
      />
    </PlayerScreen>
  );
}
