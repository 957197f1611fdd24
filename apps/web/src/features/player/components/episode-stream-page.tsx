import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSeries, useSeriesPurchase } from '../../catalog/public.ts';
import { NextEpisodeCountdown, nextEpisode, playerLink } from '../../watching/public.ts';
import { parseEpisodeStream } from '../lib/stream-target.ts';
import { PlayerScreen } from './player-screen.tsx';
import { ResumeGate } from './resume-gate.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { UnknownTarget } from './unknown-target.tsx';

/** '/episodestream': an episode (state id and seriesID, or `?id=&seriesID=`). */
export function EpisodeStreamPage() {
  const location = useLocation();
  const target = parseEpisodeStream(location.search, location.state);
  if (target?.kind !== 'episode') return <UnknownTarget />;
  if (target.seriesId === null) return <LoneEpisode key={target.episodeId} episodeId={target.episodeId} />;
  return <EpisodeStream key={target.episodeId} episodeId={target.episodeId} seriesId={target.seriesId} />;
}

/** Without a series id the catalog cannot be asked: the stream address's own refusal decides. */
function LoneEpisode({ episodeId }: { episodeId: number }) {
  const { t } = useTranslation();
  const positionOf = { kind: 'episode', id: episodeId } as const;
  return (
    <PlayerScreen title={t('pages.episodeStream')}>
      <ResumeGate of={positionOf}>
        {(startAt) => (
          <StreamPlayer
            target={{ kind: 'episode', episodeId, seriesId: null }}
            entitled
            live={false}
            startAt={startAt}
            positionOf={positionOf}
            content={{
              content_uid: String(episodeId),
              content_type: 'episode',
              content_name: null,
              content_details: null,
            }}
          />
        )}
      </ResumeGate>
    </PlayerScreen>
  );
}

/** An episode of a known series: at its end the next one follows after a countdown the viewer may cancel. */
function EpisodeStream({ episodeId, seriesId }: { episodeId: number; seriesId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const series = useSeries(seriesId);
  const purchase = useSeriesPurchase(seriesId);
  const [ended, setEnded] = useState(false);
  const episode = series.data?.seasons.flatMap((season) => season.episodes).find((e) => e.id === episodeId);
  const title =
    series.data && episode
      ? t('player.episodeTitle', { series: series.data.title, number: episode.number, title: episode.title })
      : series.isError
        ? t('pages.episodeStream')
        : null;
  const entitled = purchase === undefined ? undefined : purchase !== null;
  const next = series.data ? nextEpisode(series.data.seasons, episodeId) : null;
  const positionOf = { kind: 'episode', id: episodeId } as const;
  const playNext = () => {
    if (!next) return;
    const link = playerLink({ kind: 'episode', id: next.episode.id, seriesId }, 0);
    void navigate(link.to, { state: link.state });
  };
  return (
    <PlayerScreen title={title}>
      <ResumeGate of={positionOf}>
        {(startAt) => (
          <StreamPlayer
            target={{ kind: 'episode', episodeId, seriesId }}
            entitled={entitled}
            packages={series.data?.packages ?? null}
            live={false}
            startAt={startAt}
            positionOf={positionOf}
            onEnded={() => setEnded(true)}
            content={{
              content_uid: String(episodeId),
              content_type: 'episode',
              content_name: episode?.title ?? null,
              content_details: series.data?.title ?? null,
            }}
          />
        )}
      </ResumeGate>
      {ended && next && series.data ? (
        <NextEpisodeCountdown
          title={t('watching.nextEpisodeTitle', {
            season: next.seasonNumber,
            number: next.episode.number,
            title: next.episode.title,
          })}
          onPlay={playNext}
          onCancel={() => setEnded(false)}
        />
      ) : null}
    </PlayerScreen>
  );
}
