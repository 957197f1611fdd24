import type { CarouselRule, VodCategoryInput } from '@glotv/contracts/catalog-editor';
import { useMutation } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import {
  type CategoryField,
  type CategoryFieldError,
  type CategoryFormValues,
  type ConsoleCategory,
  checkCategoryForm,
  emptyCategoryForm,
  renameOf,
} from './category-form.ts';

const RULES: readonly CarouselRule[] = ['manual', 'newest', 'top_rated'];

/** Creates a category: uid, names, how it is filled, its size limit, mobile only, dashboard position. */
export function CategoryCreateForm({ onDone }: { onDone: (message: string | null) => void }) {
  const { t } = useTranslation('console');
  const [values, setValues] = useState<CategoryFormValues>(emptyCategoryForm);
  const [errors, setErrors] = useState<Partial<Record<CategoryField, CategoryFieldError>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: VodCategoryInput) => consoleApi.post('/catalog/categories', body),
    onSuccess: (_answer, body) => onDone(t('categories.created', { name: body.name.gb })),
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.code === 'conflict'
          ? t('categories.taken')
          : t('categories.failed'),
      ),
  });
  const set = <K extends keyof CategoryFormValues>(field: K, value: CategoryFormValues[K]) =>
    setValues((now) => ({ ...now, [field]: value }));
  const field = (name: CategoryField, inputMode?: 'numeric') => (
    <TextField
      label={t(`categories.fields.${name}` as ParseKeys<'console'>)}
      name={name}
      value={String(values[name])}
      onChange={(event) => set(name, event.target.value)}
      message={errors[name] ? t(`categories.errors.${errors[name]}`) : null}
      required={name === 'uid' || name === 'nameGb'}
      inputMode={inputMode}
      autoComplete="off"
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCategoryForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      setProblem(t('categories.fixFields'));
      return;
    }
    setErrors({});
    setProblem(null);
    create.mutate(checked.body);
  };

  return (
    <form className="console-panel console-form category-form" onSubmit={submit} noValidate>
      <h2>{t('categories.new')}</h2>
      <div className="category-form__row">
        {field('uid')}
        {field('nameGb')}
        {field('namePt')}
      </div>
      <div className="category-form__row">
        <label className="field">
          <span className="field__label">{t('categories.fields.rule')}</span>
          <select
            className="console-select-input"
            name="rule"
            value={values.rule}
            onChange={(event) => set('rule', event.target.value as CarouselRule)}
          >
            {RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`categories.rules.${rule}`)}
              </option>
            ))}
          </select>
        </label>
        {field('sizeLimit', 'numeric')}
        {field('dashboardPosition', 'numeric')}
      </div>
      <label className="category-form__check">
        <input
          type="checkbox"
          checked={values.mobileOnly}
          onChange={(event) => set('mobileOnly', event.target.checked)}
        />{' '}
        {t('categories.fields.mobileOnly')}
      </label>
      <FormMessage text={problem} />
      <div className="category-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('categories.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('categories.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Renames a category in English and Portuguese. */
export function CategoryRenameForm({
  category,
  onDone,
}: {
  category: ConsoleCategory;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation('console');
  const [nameGb, setNameGb] = useState(category.name);
  const [namePt, setNamePt] = useState(category.name_pt ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (body: { name: { gb: string; pt: string | null } }) =>
      consoleApi.patch(`/catalog/categories/${category.id}`, body),
    onSuccess: (_answer, body) => onDone(t('categories.renamed', { name: body.name.gb })),
    onError: () => setProblem(t('categories.failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = renameOf(nameGb, namePt);
    if (!body) return setProblem(t('categories.fixFields'));
    setProblem(null);
    rename.mutate(body);
  };
  return (
    <form className="category-form" onSubmit={submit} noValidate>
      <div className="category-form__row">
        <TextField
          label={t('categories.fields.nameGb')}
          name="rename-gb"
          value={nameGb}
          onChange={(event) => setNameGb(event.target.value)}
          required
          autoComplete="off"
        />
        <TextField
          label={t('categories.fields.namePt')}
          name="rename-pt"
          value={namePt}
          onChange={(event) => setNamePt(event.target.value)}
          autoComplete="off"
        />
      </div>
      <FormMessage text={problem} />
      <div className="category-form__actions">
        <button
          type="submit"
          className="button button--primary console-small-button"
          disabled={rename.isPending}
        >
          {t('categories.saveName')}
        </button>
        <button
          type="button"
          className="button button--ghost console-small-button"
          onClick={() => onDone(null)}
        >
          {t('categories.cancel')}
        </button>
      </div>
    </form>
  );
}
