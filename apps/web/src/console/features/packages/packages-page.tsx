import type { ConsolePackage, PackageCreateInput, PackageEdit } from '@glotv/contracts/packages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import {
  checkPackageForm,
  editOf,
  emptyPackageForm,
  formOf,
  type PackageField,
  type PackageFieldError,
  type PackageFormValues,
} from './package-form.ts';
import './packages-page.css';

const packagesKey = ['console', 'packages'] as const;
type Editing = { kind: 'new' } | { kind: 'edit'; pack: ConsolePackage } | null;

/**
 * Editor: the packages subscribers can buy — their names in both languages, price, validity, data allowance,
 * codes and what they give; create, edit, disable and enable. A change never alters a purchase already made.
 */
export function PackagesPage() {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<ParseKeys<'console'> | null>(null);
  useDocumentTitle(t('packages.heading'));

  const packages = useQuery({
    queryKey: packagesKey,
    queryFn: () => consoleApi.get<{ data: ConsolePackage[] }>('/packages').then((answer) => answer.data),
  });
  const refresh = () => client.invalidateQueries({ queryKey: packagesKey });
  const toggle = useMutation({
    mutationFn: (pack: ConsolePackage) =>
      consoleApi.put<{ data: ConsolePackage }>(`/packages/${pack.id}/enabled`, { enabled: !pack.enabled }),
    onSuccess: (answer) => {
      setFailure(null);
      setSaved(
        t(answer.data.enabled ? 'packages.enabledNow' : 'packages.disabledNow', {
          name: answer.data.title_gb,
        }),
      );
      return refresh();
    },
    onError: () => setFailure('packages.failed'),
  });

  return (
    <section className="console-page">
      <h1>{t('packages.heading')}</h1>
      <p className="console-muted">{t('packages.intro')}</p>
      {saved ? (
        <p className="console-panel" role="status">
          {saved}
        </p>
      ) : null}
      <FormMessage text={failure ? t(failure) : null} />
      {editing ? (
        <PackageForm
          key={editing.kind === 'edit' ? editing.pack.id : 'new'}
          editing={editing}
          onDone={(pack) => {
            setEditing(null);
            if (pack) setSaved(t('packages.saved', { name: pack.title_gb }));
            return refresh();
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary package-new"
          onClick={() => {
            setSaved(null);
            setEditing({ kind: 'new' });
          }}
        >
          {t('packages.new')}
        </button>
      )}
      <h2>{t('packages.list')}</h2>
      {packages.data ? (
        <ul className="console-rows" aria-label={t('packages.list')}>
          {packages.data.map((pack) => (
            <li key={pack.id} className="console-row" data-uid={pack.uid}>
              <div className="console-row__main">
                <strong>{pack.title_gb}</strong>
                <span className="console-muted"> · {pack.title_pt}</span>
                <span className={`console-badge console-badge--${pack.enabled ? 'active' : 'disabled'}`}>
                  {t(pack.enabled ? 'packages.onSale' : 'packages.notOnSale')}
                </span>
                <span className="console-muted console-row__by">
                  {t(`packages.methods.${pack.payment_method}`)} · {pack.price} ·{' '}
                  {t('packages.days', { count: pack.validity_days })}
                  {pack.data_allowance_mb === null ? '' : ` · ${pack.data_allowance_mb} MB`} ·{' '}
                  {pack.plan_code}
                </span>
              </div>
              <div className="console-row__actions">
                <button
                  type="button"
                  className="button button--outline console-small-button"
                  aria-label={t('packages.editNamed', {
                    name: pack.title_gb,
                    method: t(`packages.methods.${pack.payment_method}`),
                  })}
                  onClick={() => {
                    setSaved(null);
                    setEditing({ kind: 'edit', pack });
                  }}
                >
                  {t('packages.edit')}
                </button>
                <button
                  type="button"
                  className="button button--ghost console-small-button"
                  disabled={toggle.isPending}
                  onClick={() => {
                    if (
                      !pack.enabled ||
                      window.confirm(t('packages.confirmDisable', { name: pack.title_gb }))
                    )
                      toggle.mutate(pack);
                  }}
                >
                  {t(pack.enabled ? 'packages.disable' : 'packages.enable')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : packages.isError ? (
        <FormMessage text={t('packages.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function PackageForm({
  editing,
  onDone,
}: {
  editing: Exclude<Editing, null>;
  onDone: (pack: ConsolePackage | null) => void;
}) {
  const { t } = useTranslation('console');
  const creating = editing.kind === 'new';
  const [values, setValues] = useState<PackageFormValues>(creating ? emptyPackageForm : formOf(editing.pack));
  const [errors, setErrors] = useState<Partial<Record<PackageField, PackageFieldError>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: PackageCreateInput | PackageEdit) =>
      creating
        ? consoleApi.post<{ data: ConsolePackage }>('/packages', body)
        : consoleApi.patch<{ data: ConsolePackage }>(`/packages/${editing.pack.id}`, body),
    onSuccess: (answer) => onDone(answer.data),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'conflict') setProblem(t('packages.taken'));
      else if (error instanceof ApiError && error.code === 'validation_failed') setProblem(error.message);
      else setProblem(t('packages.failed'));
    },
  });
  const set = <K extends PackageField>(field: K, value: PackageFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const message = (field: PackageField) => {
    const error = errors[field];
    return error ? t(`packages.errors.${error}`) : null;
  };
  const field = (
    name: PackageField,
    options: { required?: boolean; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <TextField
      label={t(`packages.fields.${name}` as ParseKeys<'console'>)}
      name={name}
      value={String(values[name])}
      onChange={(event) => set(name, event.target.value as never)}
      message={message(name)}
      required={options.required}
      inputMode={options.inputMode}
      autoComplete="off"
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkPackageForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      setProblem(t('packages.fixFields'));
      return;
    }
    setErrors({});
    if (creating) return save.mutate(checked.body);
    const change = editOf(editing.pack, checked.body);
    if (Object.keys(change).length === 0) return onDone(null);
    save.mutate(change);
  };

  return (
    <form className="console-panel console-form package-form" onSubmit={submit} noValidate>
      <h2>{creating ? t('packages.new') : t('packages.editing', { name: editing.pack.title_gb })}</h2>
      {creating ? (
        <div className="package-form__row">
          {field('uid', { required: true })}
          <label className="field">
            <span className="field__label">{t('packages.fields.payment_method')}</span>
            <select
              className="console-select-input"
              name="payment_method"
              value={values.payment_method}
              onChange={(event) => set('payment_method', event.target.value as 'airtime' | 'card')}
            >
              <option value="airtime">{t('packages.methods.airtime')}</option>
              <option value="card">{t('packages.methods.card')}</option>
            </select>
          </label>
        </div>
      ) : (
        <p className="console-muted">
          {editing.pack.uid} · {t(`packages.methods.${editing.pack.payment_method}`)} · {t('packages.fixed')}
        </p>
      )}
      <fieldset className="package-form__group">
        <legend>{t('packages.english')}</legend>
        {field('title_gb', { required: true })}
        {field('description_gb', { required: true })}
      </fieldset>
      <fieldset className="package-form__group">
        <legend>{t('packages.portuguese')}</legend>
        {field('title_pt', { required: true })}
        {field('description_pt', { required: true })}
      </fieldset>
      <div className="package-form__row">
        {field('price', { required: true, inputMode: 'decimal' })}
        {field('validity_days', { required: true, inputMode: 'numeric' })}
        {field('data_allowance_mb', { inputMode: 'numeric' })}
      </div>
      <div className="package-form__row">
        {field('plan_code', { required: true })}
        {field('rate_code')}
        {field('charge_group_code')}
        {field('position', { required: true, inputMode: 'numeric' })}
      </div>
      <fieldset className="package-form__group">
        <legend>{t('packages.gives')}</legend>
        <label className="package-form__check">
          <input
            type="checkbox"
            checked={values.includes_movies}
            onChange={(event) => set('includes_movies', event.target.checked)}
          />{' '}
          {t('packages.fields.includes_movies')}
        </label>
        <label className="package-form__check">
          <input
            type="checkbox"
            checked={values.includes_channels}
            onChange={(event) => set('includes_channels', event.target.checked)}
          />{' '}
          {t('packages.fields.includes_channels')}
        </label>
      </fieldset>
      {creating ? null : <p className="console-muted">{t('packages.purchasesKept')}</p>}
      <FormMessage text={problem} />
      <div className="package-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(creating ? 'packages.create' : 'packages.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('packages.cancel')}
        </button>
      </div>
    </form>
  );
}
