import type { ChannelFiller, ChannelInput, ConsoleChannel } from '@glotv/contracts/live-console';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import { VideoAssetPicker } from '../../shared/video-asset-picker.tsx';
import {
  type ChannelErrors,
  type ChannelField,
  type ChannelFormValues,
  channelFormOf,
  checkChannelForm,
  emptyChannelForm,
  serverFieldErrors,
} from './channel-form-values.ts';
import { type ChannelsAndCategories, errorText, usePackages } from './live-queries.ts';

export type ChannelEditing =
  | { kind: 'new'; source: 'schedule' | 'relay' }
  | { kind: 'edit'; channel: ConsoleChannel };

/** Creates or edits a schedule or relay channel; a schedule channel's filler is saved right after it. */
export function ChannelForm({
  editing,
  catalog,
  onDone,
}: {
  editing: ChannelEditing;
  catalog: ChannelsAndCategories;
  onDone: (channel: ConsoleChannel | null) => void;
}) {
  const { t } = useTranslation('console');
  const creating = editing.kind === 'new';
  const [values, setValues] = useState<ChannelFormValues>(
    creating ? emptyChannelForm(editing.source) : channelFormOf(editing.channel),
  );
  const [errors, setErrors] = useState<ChannelErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [filler, setFiller] = useState<string | null>(null);
  const packages = usePackages();
  const channelId = creating ? null : editing.channel.id;
  const savedFiller = useQuery({
    queryKey: ['console', 'live', 'filler', channelId],
    enabled: channelId !== null && values.kind === 'schedule',
    queryFn: () =>
      consoleApi
        .get<{ data: ChannelFiller }>(`/live/channels/${channelId}/filler`)
        .then((answer) => answer.data),
  });
  useEffect(() => {
    if (savedFiller.data) setFiller(savedFiller.data.media_asset_id);
  }, [savedFiller.data]);

  const save = useMutation({
    mutationFn: async (body: ChannelInput) => {
      const channel = (
        creating
          ? await consoleApi.post<{ data: ConsoleChannel }>('/live/channels', body)
          : await consoleApi.put<{ data: ConsoleChannel }>(`/live/channels/${editing.channel.id}`, body)
      ).data;
      const fillerChanged = filler !== (savedFiller.data?.media_asset_id ?? null);
      if (values.kind === 'schedule' && fillerChanged) {
        try {
          await consoleApi.put(`/live/channels/${channel.id}/filler`, { media_asset_id: filler });
        } catch (error) {
          return { channel, fillerProblem: errorText(error) };
        }
      }
      return { channel, fillerProblem: null };
    },
    onSuccess: ({ channel, fillerProblem }) => {
      if (fillerProblem) setProblem(t('live.form.fillerFailed', { message: fillerProblem }));
      else onDone(channel);
    },
    onError: (error) => {
      const named = error instanceof ApiError ? serverFieldErrors(error.code, error.message) : {};
      setErrors(named);
      if (Object.keys(named).length > 0) setProblem(t('live.form.fixFields'));
      else if (error instanceof ApiError && error.status < 500) setProblem(error.message);
      else setProblem(t('live.form.failed'));
    },
  });

  const set = <K extends keyof ChannelFormValues>(field: K, value: ChannelFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const message = (field: ChannelField) => {
    const error = errors[field];
    if (!error) return null;
    return 'key' in error ? t(`live.form.errors.${error.key}`) : error.text;
  };
  const label = (field: ChannelField) => t(`live.form.${field}` as ParseKeys<'console'>);
  const text = (
    field: Exclude<ChannelField, 'packages' | 'free_to_air' | 'enabled' | 'allows_catch_up'>,
    required = false,
  ) => (
    <TextField
      label={label(field)}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      message={message(field)}
      required={required}
      inputMode={field === 'position' ? 'numeric' : undefined}
      type={field === 'url' ? 'url' : 'text'}
      autoComplete="off"
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkChannelForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      setProblem(t('live.form.fixFields'));
      return;
    }
    setErrors({});
    save.mutate(checked.body);
  };
  const heading = creating
    ? t(values.kind === 'relay' ? 'live.form.newRelay' : 'live.form.newSchedule')
    : t('live.form.editing', { name: editing.channel.name });
  const togglePackage = (id: number, on: boolean) =>
    set('packages', on ? [...values.packages, id] : values.packages.filter((other) => other !== id));

  return (
    <form
      className="console-panel console-form channel-form"
      onSubmit={submit}
      noValidate
      aria-label={heading}
    >
      <h2>{heading}</h2>
      <p className="console-muted">
        {t(values.kind === 'relay' ? 'live.form.relayKind' : 'live.form.scheduleKind')}
      </p>
      <div className="channel-form__row">
        {text('uid', true)}
        {text('name', true)}
        {text('short_name', true)}
      </div>
      {values.kind === 'relay' ? text('url', true) : null}
      <div className="channel-form__row">
        <label className="field">
          <span className="field__label">{label('category_id')}</span>
          <select
            className="console-select-input"
            name="category_id"
            value={values.category_id}
            aria-invalid={errors.category_id ? true : undefined}
            aria-describedby={errors.category_id ? 'channel-category-message' : undefined}
            onChange={(event) => set('category_id', event.target.value)}
          >
            <option value="">{t('live.form.chooseCategory')}</option>
            {catalog.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name.gb} · {category.name.pt}
              </option>
            ))}
          </select>
          {message('category_id') ? (
            <span id="channel-category-message" className="field__message">
              {message('category_id')}
            </span>
          ) : null}
        </label>
        {text('xmltv_id')}
        {text('position', true)}
      </div>
      {text('description')}
      <fieldset className="channel-form__group">
        <legend>{label('packages')}</legend>
        <label className="channel-form__check">
          <input
            type="checkbox"
            checked={values.free_to_air}
            onChange={(event) => set('free_to_air', event.target.checked)}
          />
          {label('free_to_air')}
        </label>
        {values.free_to_air
          ? null
          : (packages.data ?? []).map((pack) => (
              <label key={pack.id} className="channel-form__check">
                <input
                  type="checkbox"
                  checked={values.packages.includes(pack.id)}
                  onChange={(event) => togglePackage(pack.id, event.target.checked)}
                />
                {pack.title_gb} · {t(`packages.methods.${pack.payment_method}`)}
                {pack.enabled ? '' : ` (${t('live.disabled')})`}
              </label>
            ))}
        {!values.free_to_air && packages.data?.length === 0 ? (
          <p className="console-muted">{t('live.form.noPackages')}</p>
        ) : null}
        {packages.isError ? <p role="alert">{errorText(packages.error)}</p> : null}
        {message('packages') ? <p className="field__message">{message('packages')}</p> : null}
      </fieldset>
      <div className="channel-form__row">
        <div>
          <ImageUploadField
            label={label('logo_normal')}
            kind="logo"
            value={values.logo_normal || null}
            onChange={(id) => set('logo_normal', id ?? '')}
          />
          {message('logo_normal') ? <p className="field__message">{message('logo_normal')}</p> : null}
        </div>
        <div>
          <ImageUploadField
            label={label('logo_card')}
            kind="logo"
            value={values.logo_card || null}
            onChange={(id) => set('logo_card', id ?? '')}
          />
          {message('logo_card') ? <p className="field__message">{message('logo_card')}</p> : null}
        </div>
      </div>
      {values.kind === 'schedule' ? (
        <VideoAssetPicker label={t('live.form.filler')} value={filler} onChange={setFiller} />
      ) : null}
      {values.kind === 'schedule' ? (
        <label className="channel-form__check">
          <input
            type="checkbox"
            checked={values.allows_catch_up}
            onChange={(event) => set('allows_catch_up', event.target.checked)}
          />
          {label('allows_catch_up')}
        </label>
      ) : null}
      <label className="channel-form__check">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        {label('enabled')}
      </label>
      <FormMessage text={problem} />
      <div className="channel-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(creating ? 'live.form.create' : 'live.form.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('live.form.cancel')}
        </button>
      </div>
    </form>
  );
}
