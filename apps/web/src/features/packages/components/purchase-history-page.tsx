import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { DataUsePanel } from '../../data-use/public.ts';
import { usePurchaseHistory } from '../api/get-purchase-history.ts';
import { usePackageName } from '../hooks/use-package-name.ts';
import { formatNaira } from '../lib/price.ts';
import { purchaseStateOf } from '../lib/purchase-display.ts';
import './purchase-history.css';
import '../strings.ts';

const dateLocales = { gb: 'en-GB', pt: 'pt-PT' } as const;

/** What the subscriber bought: package, price, how paid, when, and until when (or why it did not go through). */
export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.purchaseHistory'));
  const language = useCurrentLanguage();
  const nameOf = usePackageName();
  const history = usePurchaseHistory();
  const format = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
  const now = new Date();
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('purchases.title')}</h1>
        <DataUsePanel />
        {history.isPending ? <p role="status">{t('common.loadingEllipsis')}</p> : null}
        {history.isError ? <p role="alert">{t('purchases.failed')}</p> : null}
        {history.data?.length === 0 ? <p className="muted">{t('purchases.empty')}</p> : null}
        {history.data?.length ? (
          <ul className="purchase-history">
            {history.data.map((purchase) => {
              const state = purchaseStateOf(purchase, now);
              return (
                <li key={purchase.reference} className="purchase-history__item" data-state={state}>
                  <span className="purchase-history__title">{nameOf(purchase)}</span>
                  <span className="purchase-history__price">{formatNaira(purchase.amount_kobo)}</span>
                  <span>{t(`purchases.method.${purchase.method}`)}</span>
                  <span>
                    {t('purchases.boughtOn', { date: format.format(new Date(purchase.created_at)) })}
                  </span>
                  <span className="purchase-history__status">{t(`purchases.status.${state}`)}</span>
                  {purchase.ends_at ? (
                    <span>
                      {t(state === 'active' ? 'purchases.activeUntil' : 'purchases.endedOn', {
                        date: format.format(new Date(purchase.ends_at)),
                      })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </PageLayout>
  );
}
