import { useLocation } from 'react-router';
import { useUserMovie } from '../../catalog/public.ts';
import { parseMovieStream } from '../lib/stream-target.ts';
import { PlayerScreen } from './player-screen.tsx';
import { ResumeGate } from './resume-gate.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { UnknownTarget } from './unknown-target.tsx';

/** '/moviestreampage': the full movie, for a subscriber whose package has it, from where they left it if asked. */
export function MovieStreamPage() {
  const location = useLocation();
  const target = parseMovieStream(location.search, location.state);
  if (target?.kind !== 'movie') return <UnknownTarget />;
  return <MovieStream key={target.movieId} movieId={target.movieId} />;
}

function MovieStream({ movieId }: { movieId: number }) {
  const movie = useUserMovie(movieId);
  const title = movie.data?.title ?? null;
  // A catalog that cannot answer leaves the decision to the stream address's own refusal.
  const entitled = movie.data ? movie.data.purchased !== null : movie.isError ? true : undefined;
  const positionOf = { kind: 'movie', id: movieId } as const;
  return (
    <PlayerScreen title={title}>
      <ResumeGate of={positionOf}>
        {(startAt) => (
          <StreamPlayer
            target={{ kind: 'movie', movieId }}
            entitled={entitled}
            packages={movie.data?.packages ?? null}
            live={false}
            startAt={startAt}
            positionOf={positionOf}
            content={{
              content_uid: movie.data?.uid ?? String(movieId),
              content_type: 'movie',
              content_name: title,
              content_details: null,
            }}
          />
        )}
      </ResumeGate>
    </PlayerScreen>
  );
}
