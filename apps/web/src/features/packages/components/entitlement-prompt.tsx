import type { UserPackage } from '@glotv/contracts/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { type EntitlementPrompt as Prompt, promptMessageKey } from '../lib/entitlement.ts';
import { UnlockingPackageList } from './unlocking-package-list.tsx';
import './entitlement-prompt.css';

const loadPaymentModal = () => import('./payment-modal.tsx');
const PaymentModal = lazy(loadPaymentModal);

/** What the pay prompt knows of the locked title. */
export interface LockedTitle {
  /** The title's package ids, to offer those that unlock it; null: offer none, only OK and Cancel. */
  packages: readonly { id: number }[] | null;
  /** The player to open once a package bought here is active. */
  returnTo: string | null;
}

interface EntitlementPromptProps extends Partial<LockedTitle> {
  prompt: Prompt;
  onClose: () => void;
}

/**
 * Modal 13 (a package is needed: OK opens the packages page) or modal 14 (Nigeria only, a close icon). Modal 13
 * also lists the packages that unlock the title; choosing one goes straight to paying for it.
 */
export function EntitlementPrompt({
  prompt,
  packages = null,
  returnTo = null,
  onClose,
}: EntitlementPromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<UserPackage | null>(null);
  const offersPackages = prompt !== 'outsideNigeria' && packages !== null;

  useEffect(() => {
    // Loaded while the subscriber reads, so that choosing a package opens the payment at once.
    if (offersPackages) void loadPaymentModal().catch(() => undefined);
  }, [offersPackages]);

  if (prompt === 'outsideNigeria') {
    return (
      <Modal title={t('geo.contentOnlyNigeria')} onClose={onClose} tone="danger">
        {null}
      </Modal>
    );
  }
  if (buying) {
    return (
      <Suspense fallback={null}>
        <PaymentModal pkg={buying} skipChoice returnTo={returnTo} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Modal title={t('packages.promptTitle')} onClose={onClose}>
      <p className="entitlement-prompt__text">{t(promptMessageKey[prompt])}</p>
      {packages ? <UnlockingPackageList titlePackages={packages} onChoose={setBuying} /> : null}
      <div className="entitlement-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          data-autofocus=""
          onClick={() => void navigate(paths.packages)}
        >
          {t('common.ok')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
