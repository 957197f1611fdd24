import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSeries, useSeriesPurchase } from '../../catalog/public.ts';
import { parseEpisodeStream } from '../lib/stream-target.ts';
import { PlayerScreen } from './player-screen.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { UnknownTarget } from './unknown-target.tsx';

/** '/episodestream': an episode (state id and seriesID, or `?id=&seriesID=`). */
export function EpisodeStreamPage() {
  const location = useLocation();
  const target = parseEpisodeStream(location.search, location.state);
  if (target?.kind !== 'episode') return <UnknownTarget />;
  if (target.seriesId === null) return <LoneEpisode episodeId={target.episodeId} />;
  return <EpisodeStream episodeId={target.episodeId} seriesId={target.seriesId} />;
}

/** Without a series id the catalog cannot be asked: the stream address's own refusal decides. */
function LoneEpisode({ episodeId }: { episodeId: number }) {
  const { t } = useTranslation();
  return (
    <PlayerScreen title={t('pages.episodeStream')}>
      <StreamPlayer
        target={{ kind: 'episode', episodeId, seriesId: null }}
        entitled
        live={false}
        content={{
          content_uid: String(episodeId),
          content_type: 'episode',
          content_name: null,
          content_details: null,
        }}
      />
    </PlayerScreen>
  );
}

function EpisodeStream({ episodeId, seriesId }: { episodeId: number; seriesId: number }) {
  const { t } = useTranslation();
  const series = useSeries(seriesId);
  const purchase = useSeriesPurchase(seriesId);
  const episode = series.data?.seasons.flatMap((season) => season.episodes).find((e) => e.id === episodeId);
  const title =
    series.data && episode
      ? t('player.episodeTitle', { series: series.data.title, number: episode.number, title: episode.title })
      : series.isError
        ? t('pages.episodeStream')
        : null;
  const entitled = purchase === undefined ? undefined : purchase !== null;
  return (
    <PlayerScreen title={title}>
      <StreamPlayer
        target={{ kind: 'episode', episodeId, seriesId }}
        entitled={entitled}
        packages={series.data?.packages ?? null}
        live={false}
        content={{
          content_uid: String(episodeId),
          content_type: 'episode',
          content_name: episode?.title ?? null,
          content_details: series.data?.title ?? null,
        }}
      />
    </PlayerScreen>
  );
}
