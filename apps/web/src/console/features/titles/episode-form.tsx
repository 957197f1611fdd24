import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import { VideoAssetPicker } from '../../shared/video-asset-picker.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { numberOrText } from './title-form.ts';
import { type EpisodeDetail, linkVideo, titleKeys, unlinkVideo } from './titles-api.ts';
import { useSaveErrors } from './use-save-errors.ts';

interface EpisodeFormProps {
  seasonId: number;
  episode: EpisodeDetail | null;
  nextNumber: number;
  onDone: () => void;
}

const blank = (value: string) => (value.trim() ? value : null);

/** Adds an episode to a season or edits one: its texts, duration, still and video (linked on save). */
export function EpisodeForm({ seasonId, episode, nextNumber, onDone }: EpisodeFormProps) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const [values, setValues] = useState({
    uid: episode?.uid ?? '',
    number: String(episode?.number ?? nextNumber),
    title_gb: episode?.title ?? '',
    title_pt: episode?.title_pt ?? '',
    description_gb: episode?.description ?? '',
    description_pt: episode?.description_pt ?? '',
    duration: episode ? String(episode.duration_minutes) : '',
  });
  const [imageId, setImageId] = useState(episode?.image_id ?? null);
  const [video, setVideo] = useState(episode?.video?.asset_id ?? null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { errors, problem, fail, clear } = useSaveErrors('uid', t('titles.uidTaken'));
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        uid: values.uid.trim(),
        number: numberOrText(values.number),
        title: { gb: values.title_gb, pt: blank(values.title_pt) },
        description: { gb: values.description_gb, pt: blank(values.description_pt) },
        duration: numberOrText(values.duration),
        image_id: imageId,
      };
      let id = episode?.id ?? null;
      if (id === null) {
        id = (await consoleApi.post<{ data: { id: number } }>(`/catalog/seasons/${seasonId}/episodes`, body))
          .data.id;
      } else await consoleApi.patch(`/catalog/episodes/${id}`, body);
      const before = episode?.video?.asset_id ?? null;
      if (video === before) return true;
      return (video ? linkVideo(video, 'episode', id) : unlinkVideo('episode', id)).then(
        () => true,
        () => false,
      );
    },
    onSuccess: async (linked) => {
      clear();
      await client.invalidateQueries({ queryKey: titleKeys.all });
      if (linked) onDone();
      else setLinkProblem(t('titles.savedLinkFailed'));
    },
    onError: fail,
  });
  const text = (
    key: 'uid' | 'number' | 'title_gb' | 'title_pt' | 'duration',
    path: string,
    required = false,
  ) => (
    <TextField
      label={t(`titles.fields.${key}`)}
      value={values[key]}
      required={required}
      inputMode={key === 'number' || key === 'duration' ? 'numeric' : undefined}
      autoComplete="off"
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      message={errors[path] ?? null}
    />
  );
  const area = (key: 'description_gb' | 'description_pt', path: string) => (
    <TextAreaField
      label={t(`titles.fields.${key}`)}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      message={errors[path] ?? null}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLinkProblem(null);
    save.mutate();
  };

  return (
    <form className="console-form titles-subform" onSubmit={submit} noValidate>
      <h4>{episode ? t('titles.editEpisode', { number: episode.number }) : t('titles.addEpisode')}</h4>
      <div className="titles-row">
        {text('uid', 'uid', true)}
        {text('number', 'number', true)}
        {text('duration', 'duration', true)}
      </div>
      <div className="titles-languages">
        <fieldset className="titles-group">
          <legend>{t('titles.english')}</legend>
          {text('title_gb', 'title.gb', true)}
          {area('description_gb', 'description.gb')}
        </fieldset>
        <fieldset className="titles-group">
          <legend>{t('titles.portuguese')}</legend>
          {text('title_pt', 'title.pt')}
          {area('description_pt', 'description.pt')}
        </fieldset>
      </div>
      <div className="titles-row">
        <ImageUploadField
          label={t('titles.fields.still')}
          kind="still"
          value={imageId}
          onChange={setImageId}
        />
        <VideoAssetPicker label={t('titles.fields.video')} value={video} onChange={setVideo} />
      </div>
      <FormMessage text={problem ?? linkProblem} />
      <div className="titles-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(episode ? 'titles.save' : 'titles.addEpisode')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('titles.cancel')}
        </button>
      </div>
    </form>
  );
}
