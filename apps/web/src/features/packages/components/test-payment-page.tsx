import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { testPayments } from '../api/test-payments.ts';
import { checkoutReturnOf } from '../lib/checkout-return.ts';
import './payment-modal.css';
import './test-payment.css';

/**
 * `/testflutterwave`, in the development build only: a ₦1 payment through the card provider's checkout, and a
 * sample virtual card.
 */
export function TestPaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.testPayment'));
  const [search] = useSearchParams();
  const [back] = useState(() => checkoutReturnOf(search));
  const [leaving, setLeaving] = useState(false);
  const result = useQuery({
    queryKey: ['packages', 'test-payment', back?.transaction_id],
    queryFn: () => testPayments.result(back?.transaction_id ?? ''),
    enabled: back?.transaction_id !== undefined,
    retry: false,
  });
  const checkout = useMutation({
    mutationFn: testPayments.startCheckout,
    onSuccess: ({ link }) => {
      setLeaving(true);
      window.location.assign(link);
    },
  });
  const card = useMutation({ mutationFn: testPayments.createVirtualCard });
  const unavailable = [checkout.error, card.error, result.error].some((error) => isApiError(error, 404));
  const failed = [checkout.error, card.error].some((error) => error && !isApiError(error, 404));

  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('pages.testPayment')}</h1>
        {unavailable ? (
          <p className="muted">{t('common.notYetAvailable')}</p>
        ) : (
          <>
            <p className="muted">{t('payment.testIntro')}</p>
            {result.data ? (
              <p role="status">
                {t('payment.testResult', { status: result.data.status, amount: `₦${result.data.amount}` })}
                <br />
                {t('payment.testReference', { reference: result.data.tx_ref })}
              </p>
            ) : null}
            {back?.status === 'cancelled' ? <p role="status">{t('errors.transactionFailure')}</p> : null}
            <FormMessage text={failed ? t('errors.transactionFailure') : null} />
            <div className="payment-modal__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={checkout.isPending || leaving}
                onClick={() => checkout.mutate()}
              >
                {t('payment.testPay')}
              </button>
              <button
                type="button"
                className="button button--outline"
                disabled={card.isPending}
                onClick={() => card.mutate()}
              >
                {t('payment.testVirtualCard')}
              </button>
            </div>
            {card.data ? (
              <dl className="test-payment__card">
                <dt>{t('payment.cardNumber')}</dt>
                <dd>{card.data.card_pan}</dd>
                <dt>{t('payment.maskedNumber')}</dt>
                <dd>{card.data.masked_pan}</dd>
                <dt>{t('payment.expiry')}</dt>
                <dd>{card.data.expiration}</dd>
                <dt>{t('payment.cvv')}</dt>
                <dd>{card.data.cvv}</dd>
                <dt>{t('payment.nameOnCard')}</dt>
                <dd>{card.data.name_on_card}</dd>
                <dt>{t('payment.cardType')}</dt>
                <dd>{card.data.card_type}</dd>
              </dl>
            ) : null}
          </>
        )}
      </div>
    </PageLayout>
  );
}
