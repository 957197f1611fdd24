import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { titleKeys } from './titles-api.ts';

type Action = 'publish' | 'unpublish' | 'delete';

interface TitleActionsProps {
  kind: 'movies' | 'series' | 'episodes';
  id: number;
  name: string;
  publishedAt: string | null;
  /** An episode's buttons sit in its row; a title's in their own panel, and Delete returns to the list. */
  compact?: boolean;
}

/**
 * Publish or unpublish a saved title, or delete it after a confirmation. The server refuses to publish while
 * no ready video is linked, and its message is shown as it is.
 */
export function TitleActions({ kind, id, name, publishedAt, compact = false }: TitleActionsProps) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) =>
      action === 'delete'
        ? consoleApi.delete(`/catalog/${kind}/${id}`)
        : consoleApi.post(`/catalog/${kind}/${id}/${action}`),
    onSuccess: async (_answer, action) => {
      setProblem(null);
      await client.invalidateQueries({ queryKey: titleKeys.all });
      if (action === 'delete' && !compact) navigate(`/titles${kind === 'series' ? '?kind=series' : ''}`);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('titles.failed')),
  });
  const published = publishedAt !== null;
  const remove = () => {
    if (window.confirm(t('titles.confirmDelete', { name }))) act.mutate('delete');
  };
  const buttonClass = compact ? 'button button--outline console-small-button' : 'button button--outline';

  return (
    <div className={compact ? 'titles-inline-actions' : 'console-panel titles-publish'}>
      {compact ? null : (
        <p>
          {t('titles.statusNow')}{' '}
          <span className={`console-badge titles-status--${published ? 'published' : 'draft'}`}>
            {t(published ? 'titles.statuses.published' : 'titles.statuses.draft')}
          </span>
        </p>
      )}
      <div className="titles-actions">
        <button
          type="button"
          className={compact ? buttonClass : 'button button--primary'}
          disabled={act.isPending}
          aria-label={
            compact ? t(published ? 'titles.unpublishNamed' : 'titles.publishNamed', { name }) : undefined
          }
          onClick={() => act.mutate(published ? 'unpublish' : 'publish')}
        >
          {t(published ? 'titles.unpublish' : 'titles.publish')}
        </button>
        <button
          type="button"
          className={`${buttonClass} titles-danger`}
          disabled={act.isPending}
          aria-label={compact ? t('titles.deleteNamed', { name }) : undefined}
          onClick={remove}
        >
          {t('titles.delete')}
        </button>
      </div>
      <FormMessage text={problem} />
    </div>
  );
}
