import type { BannerInput } from '@glotv/contracts/catalog-editor';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import {
  type BannerField,
  type BannerFieldError,
  type BannerFormValues,
  type BannerTargetType,
  checkBannerForm,
  emptyBannerForm,
} from './banner-form.ts';
import type { BannerTargets } from './use-banner-targets.ts';

const TARGET_TYPES: readonly BannerTargetType[] = ['movie', 'series', 'channel'];

/** A new banner: what it opens, its title and picture, its language, and when it shows. */
export function BannerCreateForm({
  targets,
  onDone,
}: {
  targets: BannerTargets | null;
  onDone: (title: string | null) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [values, setValues] = useState<BannerFormValues>(emptyBannerForm);
  const [errors, setErrors] = useState<Partial<Record<BannerField, BannerFieldError>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: BannerInput) => consoleApi.post('/catalog/banners', body),
    onSuccess: (_answer, body) => onDone(body.title),
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.code === 'validation_failed' ? error.message : t('banners.failed'),
      ),
  });
  const set = <K extends keyof BannerFormValues>(field: K, value: BannerFormValues[K]) =>
    setValues((now) => ({ ...now, [field]: value }));
  const message = (field: BannerField) => (errors[field] ? t(`banners.errors.${errors[field]}`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBannerForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      setProblem(t('banners.fixFields'));
      return;
    }
    setErrors({});
    setProblem(null);
    create.mutate(checked.body);
  };
  const dateField = (field: 'startsAt' | 'endsAt') => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {t(`banners.fields.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className="field__input"
        type="datetime-local"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="field__message" role="alert">
          {message(field)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="console-panel console-form banner-form" onSubmit={submit} noValidate>
      <h2>{t('banners.new')}</h2>
      <div className="banner-form__row">
        <label className="field">
          <span className="field__label">{t('banners.fields.targetType')}</span>
          <select
            className="console-select-input"
            value={values.targetType}
            onChange={(event) =>
              setValues((now) => ({
                ...now,
                targetType: event.target.value as BannerTargetType,
                targetId: '',
              }))
            }
          >
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`banners.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-target`}>
            {t('banners.fields.target')}
          </label>
          <select
            id={`${id}-target`}
            className="console-select-input"
            value={values.targetId}
            onChange={(event) => set('targetId', event.target.value)}
            disabled={!targets}
            aria-describedby={errors.targetId ? `${id}-target-error` : undefined}
          >
            <option value="">{targets ? t('banners.choose') : t('loading')}</option>
            {(targets?.[values.targetType] ?? []).map((target) => (
              <option key={target.id} value={String(target.id)}>
                {target.name}
              </option>
            ))}
          </select>
          {errors.targetId ? (
            <p id={`${id}-target-error`} className="field__message" role="alert">
              {message('targetId')}
            </p>
          ) : null}
        </div>
      </div>
      <TextField
        label={t('banners.fields.title')}
        name="banner-title"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        message={message('title')}
        required
        autoComplete="off"
      />
      <ImageUploadField
        label={t('banners.fields.image')}
        kind="banner"
        value={values.imageId}
        onChange={(imageId) => set('imageId', imageId)}
      />
      <FormMessage text={message('imageId')} />
      <div className="banner-form__row">
        <label className="field">
          <span className="field__label">{t('banners.fields.language')}</span>
          <select
            className="console-select-input"
            value={values.language}
            onChange={(event) => set('language', event.target.value as BannerFormValues['language'])}
          >
            <option value="all">{t('banners.languages.all')}</option>
            <option value="gb">{t('banners.languages.gb')}</option>
            <option value="pt">{t('banners.languages.pt')}</option>
          </select>
        </label>
        {dateField('startsAt')}
        {dateField('endsAt')}
      </div>
      <FormMessage text={problem} />
      <div className="banner-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('banners.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('banners.cancel')}
        </button>
      </div>
    </form>
  );
}
