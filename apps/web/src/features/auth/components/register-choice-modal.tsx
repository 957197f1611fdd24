import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useAvailability } from '../api/check-availability.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';

/** Modal 1: GLO or OTHERS, after the availability check (outside Nigeria the choice is replaced). */
export function RegisterChoiceModal({ dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const availability = useAvailability();
  return (
    <Modal title={t('register.chooseTitle')} onClose={onClose}>
      {availability.data === false ? (
        <FormMessage text={t('geo.serviceOnlyNigeria')} />
      ) : (
        <div className="choice-buttons">
          <button
            type="button"
            className="button button--primary"
            data-autofocus=""
            onClick={() => dispatch({ type: 'choose', kind: 'glo' })}
          >
            {t('register.glo')}
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => dispatch({ type: 'choose', kind: 'email' })}
          >
            {t('register.others')}
          </button>
        </div>
      )}
      <p className="modal-links">
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'open', modal: 'signIn' })}
        >
          {t('register.signInLink')}
        </button>
      </p>
    </Modal>
  );
}
