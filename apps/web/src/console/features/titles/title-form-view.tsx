import type { ConsolePackage } from '@glotv/contracts/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import { VideoAssetPicker } from '../../shared/video-asset-picker.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TitleActions } from './title-actions.tsx';
import { fieldErrorsOf, type TitleFormValues, titleBodyOf } from './title-form.ts';
import { type ConsoleCategory, linkVideo, type TitleKind, titleKeys, unlinkVideo } from './titles-api.ts';

interface TitleFormProps {
  kind: TitleKind;
  id: number | null;
  initial: TitleFormValues;
  publishedAt: string | null;
  packages: readonly ConsolePackage[];
  categories: readonly ConsoleCategory[];
}

type TextKey = Exclude<
  keyof TitleFormValues,
  'image_id' | 'package_ids' | 'category_ids' | 'video' | 'trailer'
>;
/** Where the server's answer names each input (`title.gb`, `duration`…). */
const pathOf: Record<TextKey, string> = {
  uid: 'uid',
  title_gb: 'title.gb',
  title_pt: 'title.pt',
  description_gb: 'description.gb',
  description_pt: 'description.pt',
  cast: 'cast',
  director: 'director',
  country: 'country',
  rating: 'rating',
  release_year: 'release_year',
  duration: 'duration',
};

/** A movie's or a series' fields: saved as one body, then its video and trailer linked. */
export function TitleForm({ kind, id, initial, publishedAt, packages, categories }: TitleFormProps) {
  const { t, i18n } = useTranslation('console');
  const client = useQueryClient();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(notice);
  const pt = i18n.language === 'pt';

  const save = useMutation({
    mutationFn: async (form: TitleFormValues) => {
      const body = titleBodyOf(kind, form);
      let savedId = id;
      if (savedId === null) {
        savedId = (await consoleApi.post<{ data: { id: number } }>(`/catalog/${kind}`, body)).data.id;
      } else await consoleApi.patch(`/catalog/${kind}/${savedId}`, body);
      let linked: 'yes' | 'failed' | 'keepsVideo' = 'yes';
      if (kind === 'movies') {
        try {
          if (form.video !== initial.video) {
            if (form.video) await linkVideo(form.video, 'movie', savedId);
            else await unlinkVideo('movie', savedId);
          }
          if (form.trailer !== initial.trailer) {
            if (form.trailer) await linkVideo(form.trailer, 'trailer', savedId);
            else await unlinkVideo('trailer', savedId);
          }
        } catch (error) {
          // 409 on taking the video away: a published title keeps its video.
          linked = error instanceof ApiError && error.status === 409 ? 'keepsVideo' : 'failed';
        }
      }
      return { savedId, linked };
    },
    onSuccess: async ({ savedId, linked }) => {
      setErrors({});
      const message = t(
        linked === 'yes'
          ? 'titles.saved'
          : linked === 'keepsVideo'
            ? 'titles.savedKeepsVideo'
            : 'titles.savedLinkFailed',
      );
      await client.invalidateQueries({ queryKey: titleKeys.all });
      if (id === null) navigate(`/titles/${kind}/${savedId}`, { state: { notice: message } });
      else setSaved(message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const found = fieldErrorsOf(error.message);
        setErrors(found);
        setProblem(found[''] ?? t('titles.fixFields'));
      } else if (error instanceof ApiError && error.code === 'conflict') {
        setErrors({ uid: t('titles.uidTaken') });
        setProblem(t('titles.fixFields'));
      } else setProblem(t('titles.failed'));
    },
  });

  const set = <K extends keyof TitleFormValues>(key: K, value: TitleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = (key: TextKey, options: { required?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={t(`titles.fields.${key}`)}
      name={key}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      message={errors[pathOf[key]] ?? null}
      required={options.required}
      inputMode={options.inputMode}
      autoComplete="off"
    />
  );
  const area = (key: 'description_gb' | 'description_pt') => (
    <TextAreaField
      label={t(`titles.fields.${key}`)}
      name={key}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      message={errors[pathOf[key]] ?? null}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    save.mutate(values);
  };

  return (
    <>
      <form className="console-panel console-form titles-form" onSubmit={submit} noValidate>
        {field('uid', { required: true })}
        <div className="titles-languages">
          <fieldset className="titles-group">
            <legend>{t('titles.english')}</legend>
            {field('title_gb', { required: true })}
            {area('description_gb')}
          </fieldset>
          <fieldset className="titles-group">
            <legend>{t('titles.portuguese')}</legend>
            {field('title_pt')}
            {area('description_pt')}
          </fieldset>
        </div>
        <div className="titles-row">
          {kind === 'movies' ? field('release_year', { inputMode: 'numeric' }) : null}
          {kind === 'movies' ? field('duration', { required: true, inputMode: 'numeric' }) : null}
          {field('rating', { inputMode: 'decimal' })}
          {field('country')}
        </div>
        <div className="titles-row">
          {field('cast')}
          {field('director')}
        </div>
        <div className="titles-row">
          <CheckboxList
            legend={t('titles.fields.packages')}
            options={packages.map((pack) => ({
              id: pack.id,
              label: `${pt ? pack.title_pt : pack.title_gb} · ${t(`packages.methods.${pack.payment_method}`)}`,
            }))}
            checked={values.package_ids}
            onChange={(ids) => set('package_ids', ids)}
            message={errors.package_ids ?? null}
            empty={t('titles.noPackages')}
          />
          <CheckboxList
            legend={t('titles.fields.categories')}
            options={categories
              .filter((category) => category.rule === 'manual')
              .map((category) => ({ id: category.id, label: (pt && category.name_pt) || category.name }))}
            checked={values.category_ids}
            onChange={(ids) => set('category_ids', ids)}
            message={errors.category_ids ?? null}
            empty={t('titles.noCategories')}
          />
        </div>
        <div className="titles-row">
          <div>
            <ImageUploadField
              label={t('titles.fields.poster')}
              kind="poster"
              value={values.image_id}
              onChange={(imageId) => set('image_id', imageId)}
            />
            {errors.image_id ? <p className="field__message">{errors.image_id}</p> : null}
          </div>
          {kind === 'movies' ? (
            <VideoAssetPicker
              label={t('titles.fields.video')}
              value={values.video}
              onChange={(assetId) => set('video', assetId)}
            />
          ) : null}
          {kind === 'movies' ? (
            <VideoAssetPicker
              label={t('titles.fields.trailer')}
              value={values.trailer}
              onChange={(assetId) => set('trailer', assetId)}
            />
          ) : null}
        </div>
        <FormMessage text={problem} />
        {saved ? (
          <p className="console-panel" role="status">
            {saved}
          </p>
        ) : null}
        <div className="titles-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(id === null ? 'titles.create' : 'titles.save')}
          </button>
        </div>
      </form>
      {id === null ? null : (
        <TitleActions kind={kind} id={id} name={initial.title_gb} publishedAt={publishedAt} />
      )}
    </>
  );
}
