import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { numberOrText } from './title-form.ts';
import { type SeasonDetail, titleKeys } from './titles-api.ts';
import { useSaveErrors } from './use-save-errors.ts';

interface SeasonFormProps {
  seriesId: number;
  season: SeasonDetail | null;
  nextNumber: number;
  onDone: () => void;
}

/** Adds a season to a series, or renames and renumbers one. */
export function SeasonForm({ seriesId, season, nextNumber, onDone }: SeasonFormProps) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const [number, setNumber] = useState(String(season?.number ?? nextNumber));
  const [titleGb, setTitleGb] = useState(season?.title ?? '');
  const [titlePt, setTitlePt] = useState(season?.title_pt ?? '');
  const { errors, problem, fail, clear } = useSaveErrors('number', t('titles.seasonNumberTaken'));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        number: numberOrText(number),
        title: { gb: titleGb, pt: titlePt.trim() ? titlePt : null },
      };
      return season
        ? consoleApi.patch(`/catalog/seasons/${season.id}`, body)
        : consoleApi.post(`/catalog/series/${seriesId}/seasons`, body);
    },
    onSuccess: async () => {
      clear();
      await client.invalidateQueries({ queryKey: titleKeys.all });
      onDone();
    },
    onError: fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="console-form titles-subform" onSubmit={submit} noValidate>
      <h3>{season ? t('titles.editSeason', { number: season.number }) : t('titles.addSeason')}</h3>
      <div className="titles-row">
        <TextField
          label={t('titles.fields.number')}
          value={number}
          inputMode="numeric"
          required
          onChange={(event) => setNumber(event.target.value)}
          message={errors.number ?? null}
        />
        <TextField
          label={t('titles.fields.title_gb')}
          value={titleGb}
          required
          onChange={(event) => setTitleGb(event.target.value)}
          message={errors['title.gb'] ?? null}
        />
        <TextField
          label={t('titles.fields.title_pt')}
          value={titlePt}
          onChange={(event) => setTitlePt(event.target.value)}
          message={errors['title.pt'] ?? null}
        />
      </div>
      <FormMessage text={problem} />
      <div className="titles-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(season ? 'titles.save' : 'titles.addSeason')}
        </button>
        {season ? (
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('titles.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
