import type { CheckoutReturn } from '@glotv/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePurchase } from '../hooks/use-purchase.ts';
import { checkoutProduct, checkoutReturnTarget, forgetCheckout } from '../lib/pending-checkouts.ts';
import { PurchaseResultModal } from './purchase-result.tsx';

/**
 * Back from the card provider's checkout: whatever the query says, the purchase call asks the server, which
 * verifies the payment with the provider and activates it, or says why not. A checkout started from the pay
 * prompt goes on to its title's player once active, or back to the page of the prompt if not.
 */
export default function CheckoutReturnModal({ back, onDone }: { back: CheckoutReturn; onDone: () => void }) {
  const { t } = useTranslation();
  const [target] = useState(() => checkoutReturnTarget(back.tx_ref));
  const flow = usePurchase(onDone, { returnTo: target?.play ?? null, backTo: target?.from ?? null });
  const { purchase, fail } = flow;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const context = { cancelled: back.status === 'cancelled' };
    const productId = checkoutProduct(back.tx_ref);
    if (productId === null) {
      fail({ kind: 'failed', message: 'payment.transactionFailed', details: 'checkout of another tab' });
      return;
    }
    forgetCheckout(back.tx_ref);
    void purchase(
      {
        medium: 'fweb',
        bill: false,
        product_id: productId,
        tx_ref: back.tx_ref,
        ...(back.transaction_id ? { transaction_id: back.transaction_id } : {}),
      },
      context,
    );
  }, [back, purchase, fail]);

  if (flow.outcome) return <PurchaseResultModal outcome={flow.outcome} onClose={() => void flow.finish()} />;
  return (
    <Modal title={t('common.processing')} onClose={onDone} busy={t('common.processing')}>
      {null}
    </Modal>
  );
}
