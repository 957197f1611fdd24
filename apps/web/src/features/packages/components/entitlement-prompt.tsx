import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import type { EntitlementPrompt as Prompt } from '../lib/entitlement.ts';
import './entitlement-prompt.css';

/** Modal 13 (a package is needed: OK opens the packages page) or modal 14 (Nigeria only, a close icon). */
export function EntitlementPrompt({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (prompt === 'outsideNigeria') {
    return (
      <Modal title={t('geo.contentOnlyNigeria')} onClose={onClose} tone="danger">
        {null}
      </Modal>
    );
  }
  return (
    <Modal title={t('packages.promptTitle')} onClose={onClose}>
      <p className="entitlement-prompt__text">
        {t(prompt === 'dataBundle' ? 'packages.dataBundleRequired' : 'packages.accessPackRequired')}
      </p>
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
