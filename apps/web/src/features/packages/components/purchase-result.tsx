import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import type { PurchaseOutcome } from '../lib/purchase-outcome.ts';
import './payment-modal.css';

/** Modal 12's last step: the package is active, still being confirmed, or the spec's failure message. */
export function PurchaseResultModal({ outcome, onClose }: { outcome: PurchaseOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  const text =
    outcome.kind === 'activated'
      ? t('payment.success')
      : outcome.kind === 'pending'
        ? t('payment.pending')
        : t(outcome.message);
  return (
    <Modal title={text} onClose={onClose} tone={outcome.kind === 'failed' ? 'danger' : 'success'}>
      <div className="payment-modal__actions">
        <button type="button" className="button button--primary" data-autofocus="" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
