import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { EpisodeForm } from './episode-form.tsx';
import { SeasonForm } from './season-form.tsx';
import { TitleActions } from './title-actions.tsx';
import { type EpisodeDetail, type SeasonDetail, titleKeys } from './titles-api.ts';

const nextOf = (numbers: readonly number[]) => Math.max(0, ...numbers) + 1;

/** A series' seasons, each with its episodes; add, edit and delete both. */
export function SeasonsPanel({ seriesId, seasons }: { seriesId: number; seasons: readonly SeasonDetail[] }) {
  const { t } = useTranslation('console');
  const [added, setAdded] = useState(0);
  return (
    <section className="titles-seasons" aria-label={t('titles.seasons')}>
      <h2>{t('titles.seasons')}</h2>
      {seasons.length === 0 ? <p className="console-muted">{t('titles.noSeasons')}</p> : null}
      {seasons.map((season) => (
        <SeasonBlock key={season.id} seriesId={seriesId} season={season} />
      ))}
      <div className="console-panel">
        <SeasonForm
          key={added}
          seriesId={seriesId}
          season={null}
          nextNumber={nextOf(seasons.map((season) => season.number))}
          onDone={() => setAdded((count) => count + 1)}
        />
      </div>
    </section>
  );
}

type Editing = { kind: 'season' } | { kind: 'episode'; episode: EpisodeDetail | null } | null;

function SeasonBlock({ seriesId, season }: { seriesId: number; season: SeasonDetail }) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => consoleApi.delete(`/catalog/seasons/${season.id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: titleKeys.all }),
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.code === 'conflict'
          ? t('titles.seasonHasEpisodes')
          : t('titles.failed'),
      ),
  });
  const name = `${t('titles.seasonNumber', { number: season.number })} · ${season.title}`;

  return (
    <article className="console-panel titles-season" aria-label={name}>
      {editing?.kind === 'season' ? (
        <SeasonForm
          seriesId={seriesId}
          season={season}
          nextNumber={season.number}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className="titles-season__head">
          <h3>{name}</h3>
          <div className="titles-actions">
            <button
              type="button"
              className="button button--outline console-small-button"
              onClick={() => setEditing({ kind: 'season' })}
            >
              {t('titles.editSeasonShort')}
            </button>
            <button
              type="button"
              className="button button--outline console-small-button titles-danger"
              disabled={remove.isPending}
              onClick={() => {
                setProblem(null);
                if (window.confirm(t('titles.confirmDeleteSeason', { name }))) remove.mutate();
              }}
            >
              {t('titles.deleteSeason')}
            </button>
          </div>
        </div>
      )}
      <FormMessage text={problem} />
      {season.episodes.length === 0 ? <p className="console-muted">{t('titles.noEpisodes')}</p> : null}
      <ul className="console-rows" aria-label={t('titles.episodesOf', { name })}>
        {season.episodes.map((episode) =>
          editing?.kind === 'episode' && editing.episode?.id === episode.id ? (
            <li key={episode.id}>
              <EpisodeForm
                seasonId={season.id}
                episode={episode}
                nextNumber={episode.number}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <EpisodeRow
              key={episode.id}
              episode={episode}
              onEdit={() => setEditing({ kind: 'episode', episode })}
            />
          ),
        )}
      </ul>
      {editing?.kind === 'episode' && editing.episode === null ? (
        <EpisodeForm
          seasonId={season.id}
          episode={null}
          nextNumber={nextOf(season.episodes.map((episode) => episode.number))}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className="button button--outline titles-add"
          onClick={() => setEditing({ kind: 'episode', episode: null })}
        >
          {t('titles.addEpisode')}
        </button>
      )}
    </article>
  );
}

function EpisodeRow({ episode, onEdit }: { episode: EpisodeDetail; onEdit: () => void }) {
  const { t } = useTranslation('console');
  const ready = episode.video?.status === 'ready';
  const published = episode.published_at !== null;
  return (
    <li className="console-row" data-uid={episode.uid}>
      <div className="console-row__main">
        <strong>
          {episode.number}. {episode.title}
        </strong>
        <span className="console-muted">{t('titles.minutes', { count: episode.duration_minutes })}</span>
        <span className={`console-badge titles-status--${published ? 'published' : 'draft'}`}>
          {t(published ? 'titles.statuses.published' : 'titles.statuses.draft')}
        </span>
        <span className={`console-badge console-badge--${ready ? 'active' : 'disabled'}`}>
          {t(ready ? 'titles.videoReady' : 'titles.videoMissing')}
        </span>
      </div>
      <div className="console-row__actions">
        <button
          type="button"
          className="button button--outline console-small-button"
          aria-label={t('titles.editNamed', { name: episode.title })}
          onClick={onEdit}
        >
          {t('titles.edit')}
        </button>
        <TitleActions
          kind="episodes"
          id={episode.id}
          name={episode.title}
          publishedAt={episode.published_at}
          compact
        />
      </div>
    </li>
  );
}
