import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { CarouselItemsEditor } from './carousel-items-editor.tsx';
import type { ConsoleCategory } from './category-form.ts';
import { CategoryCreateForm, CategoryRenameForm } from './category-forms.tsx';
import { moveItem } from './move-item.ts';
import './categories-page.css';

export const categoriesKey = ['console', 'catalog', 'categories'] as const;
type Open = { kind: 'new' } | { kind: 'rename'; id: number } | { kind: 'titles'; id: number } | null;

/**
 * Editor: the VOD categories (carousels) in their order — create, rename in both languages, move up or down
 * and save the order, delete, and order a manual carousel's titles.
 */
export function CategoriesPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('categories.heading'));
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [order, setOrder] = useState<ConsoleCategory[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: () => consoleApi.get<{ data: ConsoleCategory[] }>('/catalog/categories').then((a) => a.data),
  });
  useEffect(() => setOrder(categories.data ?? null), [categories.data]);
  const refresh = () => client.invalidateQueries({ queryKey: categoriesKey });
  const orderChanged =
    !!order && !!categories.data && order.some((row, index) => row.id !== categories.data[index]?.id);

  const saveOrder = useMutation({
    mutationFn: (ids: number[]) => consoleApi.put('/catalog/categories/order', { ids }),
    onSuccess: () => {
      setNotice(t('categories.orderSaved'));
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (category: ConsoleCategory) => consoleApi.delete(`/catalog/categories/${category.id}`),
    onSuccess: (_answer, category) => {
      setNotice(t('categories.deleted', { name: category.name }));
      return refresh();
    },
  });
  const done = (message: string | null) => {
    setOpen(null);
    if (message) setNotice(message);
    return refresh();
  };

  return (
    <section className="console-page">
      <h1>{t('categories.heading')}</h1>
      <p className="console-muted">{t('categories.intro')}</p>
      {notice ? (
        <p className="console-panel" role="status">
          {notice}
        </p>
      ) : null}
      {open?.kind === 'new' ? (
        <CategoryCreateForm onDone={done} />
      ) : (
        <button
          type="button"
          className="button button--primary category-new"
          onClick={() => {
            setNotice(null);
            setOpen({ kind: 'new' });
          }}
        >
          {t('categories.new')}
        </button>
      )}
      <h2>{t('categories.list')}</h2>
      <FormMessage text={saveOrder.isError || remove.isError ? t('categories.failed') : null} />
      {order ? (
        order.length === 0 ? (
          <p className="console-muted">{t('categories.none')}</p>
        ) : (
          <ol className="console-rows" aria-label={t('categories.list')}>
            {order.map((category, index) => (
              <li key={category.id} className="console-row category-row" data-uid={category.uid}>
                <div className="console-row__main">
                  <strong>{category.name}</strong>
                  <span className="console-muted"> · {category.name_pt ?? category.name}</span>
                  <span className="console-muted console-row__by">
                    {category.uid} · {t(`categories.rules.${category.rule}`)}
                    {category.size_limit === null
                      ? ''
                      : ` · ${t('categories.upTo', { count: category.size_limit })}`}
                    {category.mobile_only ? ` · ${t('categories.mobileOnlyShort')}` : ''}
                    {category.dashboard_position === null
                      ? ''
                      : ` · ${t('categories.onDashboard', { position: category.dashboard_position })}`}
                  </span>
                </div>
                <div className="console-row__actions">
                  <button
                    type="button"
                    className="button button--outline console-small-button"
                    aria-label={t('categories.moveUpNamed', { name: category.name })}
                    disabled={index === 0}
                    onClick={() => setOrder(moveItem(order, index, -1))}
                  >
                    {t('categories.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--outline console-small-button"
                    aria-label={t('categories.moveDownNamed', { name: category.name })}
                    disabled={index === order.length - 1}
                    onClick={() => setOrder(moveItem(order, index, 1))}
                  >
                    {t('categories.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--outline console-small-button"
                    aria-label={t('categories.renameNamed', { name: category.name })}
                    onClick={() => setOpen({ kind: 'rename', id: category.id })}
                  >
                    {t('categories.rename')}
                  </button>
                  {category.rule === 'manual' ? (
                    <button
                      type="button"
                      className="button button--outline console-small-button"
                      aria-label={t('categories.titlesNamed', { name: category.name })}
                      onClick={() => setOpen({ kind: 'titles', id: category.id })}
                    >
                      {t('categories.titles')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--ghost console-small-button"
                    aria-label={t('categories.deleteNamed', { name: category.name })}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t('categories.confirmDelete', { name: category.name })))
                        remove.mutate(category);
                    }}
                  >
                    {t('categories.delete')}
                  </button>
                </div>
                {open?.kind === 'rename' && open.id === category.id ? (
                  <div className="category-row__editor">
                    <CategoryRenameForm category={category} onDone={done} />
                  </div>
                ) : null}
                {open?.kind === 'titles' && open.id === category.id ? (
                  <div className="category-row__editor">
                    <CarouselItemsEditor category={category} onDone={done} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : categories.isError ? (
        <FormMessage text={t('categories.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      {orderChanged ? (
        <div className="category-order-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={saveOrder.isPending}
            onClick={() => saveOrder.mutate(order.map((row) => row.id))}
          >
            {t('categories.saveOrder')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setOrder(categories.data ?? null)}
          >
            {t('categories.undoOrder')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
