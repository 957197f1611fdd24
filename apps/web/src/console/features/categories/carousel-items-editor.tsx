import type { CarouselItems } from '@glotv/contracts/catalog-editor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import type { ConsoleCategory } from './category-form.ts';
import { moveItem } from './move-item.ts';

type TitleType = CarouselItems[number]['type'];
interface CarouselTitle {
  type: TitleType;
  id: number;
  title: string;
}
interface CatalogListRow {
  id: number;
  uid: string;
  title: string;
}

const keyOf = (item: { type: TitleType; id: number }) => `${item.type}:${item.id}`;

function useCatalogTitles() {
  return useQuery({
    queryKey: ['console', 'catalog', 'titles'],
    queryFn: async (): Promise<CarouselTitle[]> => {
      const [movies, series] = await Promise.all([
        consoleApi.get<{ data: CatalogListRow[] }>('/catalog/movies'),
        consoleApi.get<{ data: CatalogListRow[] }>('/catalog/series'),
      ]);
      return [
        ...movies.data.map((row) => ({ type: 'movie' as const, id: row.id, title: row.title })),
        ...series.data.map((row) => ({ type: 'series' as const, id: row.id, title: row.title })),
      ];
    },
  });
}

/** A manual carousel's titles: move up or down, remove, add by searching the movies and series; then save. */
export function CarouselItemsEditor({
  category,
  onDone,
}: {
  category: ConsoleCategory;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation('console');
  const saved = useQuery({
    queryKey: ['console', 'catalog', 'categories', category.id, 'items'],
    queryFn: () =>
      consoleApi
        .get<{ data: CarouselTitle[] }>(`/catalog/categories/${category.id}/items`)
        .then((a) => a.data),
  });
  const catalog = useCatalogTitles();
  const [items, setItems] = useState<CarouselTitle[] | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => setItems(saved.data ?? null), [saved.data]);
  const save = useMutation({
    mutationFn: (list: CarouselTitle[]) =>
      consoleApi.put(`/catalog/categories/${category.id}/items`, {
        items: list.map(({ type, id }) => ({ type, id })),
      }),
    onSuccess: () => onDone(t('categories.titlesSaved', { name: category.name })),
  });
  const listed = new Set((items ?? []).map(keyOf));
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? (catalog.data ?? [])
        .filter((title) => !listed.has(keyOf(title)) && title.title.toLowerCase().includes(needle))
        .slice(0, 8)
    : [];

  if (!items) {
    return saved.isError ? (
      <FormMessage text={t('categories.loadFailed')} />
    ) : (
      <p role="status">{t('loading')}</p>
    );
  }
  return (
    <section className="category-form" aria-label={t('categories.titlesOf', { name: category.name })}>
      <h3>{t('categories.titlesOf', { name: category.name })}</h3>
      {items.length === 0 ? <p className="console-muted">{t('categories.noTitles')}</p> : null}
      <ol className="carousel-items">
        {items.map((item, index) => (
          <li key={keyOf(item)} data-title-key={keyOf(item)}>
            <span className="carousel-items__title">
              {item.title} <span className="console-muted">({t(`categories.types.${item.type}`)})</span>
            </span>
            <button
              type="button"
              className="button button--outline console-small-button"
              aria-label={t('categories.moveUpNamed', { name: item.title })}
              disabled={index === 0}
              onClick={() => setItems(moveItem(items, index, -1))}
            >
              {t('categories.moveUp')}
            </button>
            <button
              type="button"
              className="button button--outline console-small-button"
              aria-label={t('categories.moveDownNamed', { name: item.title })}
              disabled={index === items.length - 1}
              onClick={() => setItems(moveItem(items, index, 1))}
            >
              {t('categories.moveDown')}
            </button>
            <button
              type="button"
              className="button button--ghost console-small-button"
              aria-label={t('categories.removeNamed', { name: item.title })}
              onClick={() => setItems(items.filter((_, at) => at !== index))}
            >
              {t('categories.remove')}
            </button>
          </li>
        ))}
      </ol>
      <TextField
        label={t('categories.searchTitles')}
        name="title-search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {catalog.isError ? <FormMessage text={t('categories.loadFailed')} /> : null}
      {needle && catalog.data && matches.length === 0 ? (
        <p className="console-muted">{t('categories.noMatches')}</p>
      ) : null}
      <ul className="carousel-search-results">
        {matches.map((title) => (
          <li key={keyOf(title)}>
            <button
              type="button"
              className="button button--outline console-small-button"
              onClick={() => {
                setItems([...items, title]);
                setSearch('');
              }}
            >
              {t('categories.addTitle', { name: title.title, type: t(`categories.types.${title.type}`) })}
            </button>
          </li>
        ))}
      </ul>
      <FormMessage text={save.isError ? t('categories.failed') : null} />
      <div className="category-form__actions">
        <button
          type="button"
          className="button button--primary console-small-button"
          disabled={save.isPending}
          onClick={() => save.mutate(items)}
        >
          {t('categories.saveTitles')}
        </button>
        <button
          type="button"
          className="button button--ghost console-small-button"
          onClick={() => onDone(null)}
        >
          {t('categories.cancel')}
        </button>
      </div>
    </section>
  );
}
