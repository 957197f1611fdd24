import { supportPurchaseMethods } from '@glotv/contracts/console-purchases';
import { purchaseStatuses } from '@glotv/contracts/payments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { filterKeys, formatNaira, type PurchaseFilters, purchasesApi } from './purchases-api.ts';

/** Purchases newest first, filtered by status, method, package and dates; the filters live in the URL. */
export function PurchaseListPage() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('purchases.heading'));
  const [params, setParams] = useSearchParams();
  const filters: PurchaseFilters = Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  );
  const list = useInfiniteQuery({
    queryKey: ['console', 'support-purchases', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => purchasesApi.list(filters, pageParam),
    getNextPageParam: (page) => page.next,
  });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const change = (key: string) => (event: { target: { value: string } }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (event.target.value) next.set(key, event.target.value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const format = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section className="console-page purchases-page">
      <h1>{t('purchases.heading')}</h1>
      <p className="console-muted">{t('purchases.intro')}</p>
      <search className="console-panel console-filters" aria-label={t('purchases.filters')}>
        <FilterSelect
          label={t('purchases.status')}
          name="status"
          value={filters.status}
          any={t('purchases.any')}
          options={purchaseStatuses.map((status) => [status, t(`purchases.statuses.${status}`)])}
          onChange={change('status')}
        />
        <FilterSelect
          label={t('purchases.method')}
          name="method"
          value={filters.method}
          any={t('purchases.any')}
          options={supportPurchaseMethods.map((method) => [method, t(`purchases.methods.${method}`)])}
          onChange={change('method')}
        />
        <TextField
          label={t('purchases.packageId')}
          name="package_id"
          inputMode="numeric"
          value={filters.package_id ?? ''}
          onChange={change('package_id')}
        />
        <TextField
          label={t('purchases.from')}
          type="date"
          name="from"
          value={filters.from ?? ''}
          onChange={change('from')}
        />
        <TextField
          label={t('purchases.to')}
          type="date"
          name="to"
          value={filters.to ?? ''}
          onChange={change('to')}
        />
      </search>
      {list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('purchases.loadFailed')}</p>
      ) : rows.length === 0 ? (
        <p>{t('purchases.empty')}</p>
      ) : (
        <ol className="console-rows" aria-label={t('purchases.heading')}>
          {rows.map((row) => (
            <li key={row.id} className="console-row purchase-row" data-status={row.status}>
              <div className="console-row__main">
                <Link to={`/purchases/${row.id}`} className="purchase-row__title">
                  {row.package_title} · {formatNaira(row.amount_kobo)}
                </Link>
                <span className="purchase-status" data-status={row.status}>
                  {t(`purchases.statuses.${row.status}`)}
                </span>
                <span>
                  {t(`purchases.methods.${row.method}`)} · {row.subscriber}
                </span>
                <time className="console-muted" dateTime={row.created_at}>
                  {format.format(new Date(row.created_at))}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--outline"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('purchases.more')}
        </button>
      ) : null}
    </section>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string | undefined;
  /** The first choice, which filters nothing. */
  any: string;
  /** Each choice's value and label. */
  options: [string, string][];
  onChange: (event: { target: { value: string } }) => void;
}

function FilterSelect({ label, name, value, any, options, onChange }: FilterSelectProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="console-select-input" name={name} value={value ?? ''} onChange={onChange}>
        <option value="">{any}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
