import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { useStep } from '../hooks/use-step.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';
import { newPasswordMessage } from '../lib/messages.ts';
import { confirmError, newPasswordSubmitError, passwordLengthError } from '../lib/validation.ts';
import { PasswordFields } from './password-fields.tsx';

/** After a valid reset OTP: the new password twice; Submit spends the OTP's grant and opens modal 10. */
export function ResetNewPasswordModal({ flow, dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [show, setShow] = useState(false);
  const [grantRefused, setGrantRefused] = useState(false);
  const step = useStep();
  const reset = useResetPassword();
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const mismatch = confirmError(form.password, form.confirm) && 'reset.passwordMismatch';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = newPasswordSubmitError(form.password, form.confirm);
    step.showMessage(invalid);
    if (invalid) return;
    step.setBusy('common.processing');
    try {
      await reset.mutateAsync({
        reset_token: flow.resetGrant,
        password: form.password,
        confirm_password: form.confirm,
      });
      dispatch({ type: 'passwordReset' });
    } catch (error) {
      const message = newPasswordMessage(error);
      setGrantRefused(message === 'reset.restartProcess');
      step.showMessage(message);
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal title={t('reset.title')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <PasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={set('password')}
          onConfirm={set('confirm')}
          show={show}
          onShow={setShow}
          passwordLabel="reset.newPassword"
          confirmLabel="reset.confirmNewPassword"
          placeholder={null}
          passwordMessage={passwordLengthError(form.password)}
          confirmMessage={mismatch || null}
          required
          autofocus
        />
        <FormMessage text={step.message && t(step.message)} />
        {grantRefused ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch({ type: 'open', modal: 'resetPassword' })}
          >
            {t('reset.startAgain')}
          </button>
        ) : (
          <button type="submit" className="button button--primary">
            {t('common.submit')}
          </button>
        )}
      </form>
    </Modal>
  );
}
