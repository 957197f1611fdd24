import type { SupportPurchaseAction } from '@glotv/contracts/console-purchases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { PurchaseTrail } from './purchase-trail.tsx';
import { formatNaira, purchasesApi } from './purchases-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** One purchase: what was sold, the payment system's reference, its trail, and support's actions. */
export function PurchaseDetailPage({ purchaseId }: { purchaseId: string }) {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('purchases.detailHeading'));
  const queryClient = useQueryClient();
  const key = ['console', 'support-purchase', purchaseId];
  const purchase = useQuery({ queryKey: key, queryFn: () => purchasesApi.get(purchaseId) });
  const [action, setAction] = useState<SupportPurchaseAction | null>(null);
  const act = useMutation({
    mutationFn: (input: { action: SupportPurchaseAction; reason: string }) =>
      purchasesApi.act(purchaseId, input.action, input.reason),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['console', 'support-purchases'] });
      setAction(null);
    },
  });
  const format = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  if (purchase.isPending) return <p role="status">{t('loading')}</p>;
  if (purchase.isError) return <p role="alert">{t('purchases.loadFailed')}</p>;
  const data = purchase.data;

  return (
    <section className="console-page purchase-detail">
      <p>
        <Link to="/purchases">{t('purchases.back')}</Link>
      </p>
      <h1>
        {data.package_title} · {formatNaira(data.amount_kobo)}
      </h1>
      {act.data ? (
        <p role="status" className="console-notice purchase-outcome" data-outcome={act.data.outcome}>
          {t(`purchases.outcomes.${act.data.outcome}`)}
        </p>
      ) : null}
      <dl className="console-panel purchase-facts">
        <dt>{t('purchases.status')}</dt>
        <dd>
          <span className="purchase-status" data-status={data.status}>
            {t(`purchases.statuses.${data.status}`)}
          </span>
          {data.failure_reason ? <span className="console-muted"> · {data.failure_reason}</span> : null}
        </dd>
        <dt>{t('purchases.subscriber')}</dt>
        <dd>
          <Link to={`/subscribers/${data.subscriber_id}`}>{data.subscriber}</Link>
        </dd>
        <dt>{t('purchases.method')}</dt>
        <dd>{t(`purchases.methods.${data.method}`)}</dd>
        <dt>{t('purchases.reference')}</dt>
        <dd>
          <code>{data.reference}</code>
        </dd>
        <dt>{t('purchases.systemReference')}</dt>
        <dd>
          <code>{data.payment?.system_reference ?? data.payment?.transaction_id ?? '—'}</code>
          {data.payment?.transaction_id ? (
            <span className="console-muted">
              {' '}
              · {t('purchases.transaction', { id: data.payment.transaction_id })}
            </span>
          ) : null}
        </dd>
        <dt>{t('purchases.paymentStatus')}</dt>
        <dd>{data.payment?.status ?? '—'}</dd>
        <dt>{t('purchases.created')}</dt>
        <dd>
          <time dateTime={data.created_at}>{format.format(new Date(data.created_at))}</time>
        </dd>
      </dl>
      {data.actions.length > 0 ? (
        <fieldset className="purchase-actions" aria-label={t('purchases.actionsLabel')}>
          {data.actions.map((name) => (
            <button
              key={name}
              type="button"
              className={`button console-small-button ${name === 'activate' ? 'button--primary' : 'button--outline'}`}
              onClick={() => {
                act.reset();
                setAction(name);
              }}
            >
              {t(`purchases.actions.${name}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <h2>{t('purchases.trail')}</h2>
      <PurchaseTrail events={data.events} format={format} />
      {action ? (
        <ReasonDialog
          title={t(`purchases.actions.${action}`)}
          busy={act.isPending}
          error={act.error ? (act.error instanceof Error ? act.error.message : String(act.error)) : null}
          onCancel={() => setAction(null)}
          onConfirm={(reason) => act.mutate({ action, reason })}
        />
      ) : null}
    </section>
  );
}
