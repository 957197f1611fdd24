import type { UserPackage } from '@glotv/contracts/catalog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { MissingFields, TextField } from '../../../components/ui/text-field.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { createCardCheckout } from '../api/purchase-package.ts';
import { usePackageName } from '../hooks/use-package-name.ts';
import { usePurchase } from '../hooks/use-purchase.ts';
import { openPurchaseIntent } from '../lib/attempt-keys.ts';
import { type CardForm, cardCustomer, missingCardFields, sanitizePhoneInput } from '../lib/card-form.ts';
import { paymentMethodFor } from '../lib/payment-method.ts';
import { rememberCheckoutProduct, rememberCheckoutReturn } from '../lib/pending-checkouts.ts';
import { formatNaira } from '../lib/price.ts';
import { purchaseFailureOf } from '../lib/purchase-outcome.ts';
import { PurchaseResultModal } from './purchase-result.tsx';
import './payment-modal.css';

type Stage = 'choose' | 'airtime' | 'card';

interface PaymentModalProps {
  pkg: UserPackage;
  onClose: () => void;
  /** Opened from the pay prompt, where the package was chosen: straight to the subscriber's payment method. */
  skipChoice?: boolean;
  /** The player to open once the package is active (the title the pay prompt was for); else the dashboard. */
  returnTo?: string | null;
}

/**
 * Modal 12: the payment option for this subscriber, then the airtime confirmation or the card
 * form (and the provider's checkout), then the outcome. Closing at any point starts over next time.
 */
export default function PaymentModal({
  pkg,
  onClose,
  skipChoice = false,
  returnTo = null,
}: PaymentModalProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const nameOf = usePackageName();
  const method = paymentMethodFor(user);
  const [stage, setStage] = useState<Stage>(skipChoice ? method : 'choose');
  const [form, setForm] = useState<CardForm>({ email: user.email ?? '', name: '', phone: '' });
  const [redirecting, setRedirecting] = useState(false);
  const [intent] = useState(() => openPurchaseIntent(pkg.id));
  const location = useLocation();
  const flow = usePurchase(onClose, { returnTo });
  const name = nameOf(pkg);
  const price = formatNaira(pkg.price_kobo);

  if (flow.outcome) return <PurchaseResultModal outcome={flow.outcome} onClose={() => void flow.finish()} />;

  async function checkout(event: FormEvent) {
    event.preventDefault();
    if (redirecting) return;
    setRedirecting(true);
    try {
      const opened = await createCardCheckout({
        subscriber_uid: user.user_id,
        product_id: pkg.id,
        idempotency_key: intent.key,
        customer: cardCustomer(form),
      });
      intent.answered();
      rememberCheckoutProduct(opened.tx_ref, pkg.id);
      if (returnTo) {
        rememberCheckoutReturn(opened.tx_ref, {
          play: returnTo,
          from: `${location.pathname}${location.search}`,
        });
      }
      window.location.assign(opened.link);
    } catch (error) {
      if (!(error instanceof NetworkError)) intent.answered();
      setRedirecting(false);
      flow.fail(purchaseFailureOf(error, { cancelled: false }));
    }
  }

  const set = (field: keyof CardForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const missing = missingCardFields(form);
  const title =
    stage === 'choose'
      ? t('payment.chooseTitle')
      : t(stage === 'airtime' ? 'payment.airtime' : 'payment.card');
  return (
    <Modal title={title} onClose={onClose} busy={flow.busy || redirecting ? t('common.processing') : null}>
      <p className="payment-modal__package">
        {name} · {price}
      </p>
      {stage === 'choose' ? (
        <div className="payment-modal__actions">
          <button
            type="button"
            className="button button--primary"
            data-autofocus=""
            onClick={() => setStage(method)}
          >
            {t(method === 'airtime' ? 'payment.airtime' : 'payment.card')}
          </button>
        </div>
      ) : null}
      {stage === 'airtime' ? (
        <>
          <p>{t('payment.confirmAirtime', { price, package: name })}</p>
          <div className="payment-modal__actions">
            <button
              type="button"
              className="button button--primary"
              data-autofocus=""
              disabled={flow.busy}
              onClick={() =>
                void flow.purchase(
                  { medium: 'web', bill: true, product_id: pkg.id, idempotency_key: intent.key },
                  undefined,
                  intent,
                )
              }
            >
              {t('common.continue')}
            </button>
            <button type="button" className="button button--outline" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </>
      ) : null}
      {stage === 'card' ? (
        <form className="modal-form" onSubmit={checkout} noValidate>
          <TextField
            label={t('payment.email')}
            type="email"
            autoComplete="email"
            required
            autofocus
            value={form.email}
            onChange={(event) => set('email')(event.target.value)}
          />
          <TextField
            label={t('payment.name')}
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            label={t('payment.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            prefix={t('payment.phonePrefix')}
            value={form.phone}
            onChange={(event) => set('phone')(sanitizePhoneInput(event.target.value))}
          />
          {missing.length === 0 ? (
            <button type="submit" className="button button--primary" disabled={redirecting}>
              {t('common.continue')}
            </button>
          ) : (
            <MissingFields items={missing.map((field) => t(`payment.missing.${field}`))} />
          )}
        </form>
      ) : null}
    </Modal>
  );
}
