import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useStep } from '../hooks/use-step.ts';
import { type FlowModalProps, pendingOtp } from '../lib/account-flow.ts';
import { OTP_COUNTDOWN } from '../lib/constants.ts';
import { parseIdentifier, usernameOf } from '../lib/identifier.ts';
import { forgotMessage } from '../lib/messages.ts';
import { requestOtp } from '../lib/request-otp.ts';
import type { ValidationMessage } from '../lib/validation.ts';

function identifierMessage(input: string): ValidationMessage | null {
  const kind = parseIdentifier(input).kind;
  if (kind === 'empty' || kind === 'badNumber') return 'reset.numberRule';
  return kind === 'badEmail' ? 'validation.emailRequired' : null;
}

/** Modal 8: the number or e-mail; Submit sends the OTP (modal 9), and the new password comes after it. */
export function ResetPasswordModal({ flow, dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(flow.reset);
  const step = useStep();
  const forgot = useForgotPassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = identifierMessage(form.identifier);
    step.showMessage(invalid);
    const id = parseIdentifier(form.identifier);
    if (invalid || (id.kind !== 'msisdn' && id.kind !== 'email')) return;
    const username = usernameOf(id);
    step.setBusy('register.verifyingUser');
    try {
      const pending = pendingOtp(flow, username);
      const { otp, result } = await requestOtp(
        () => forgot.mutateAsync(username),
        username,
        OTP_COUNTDOWN.billing,
        pending,
      );
      const sentTo = result?.sent_to ?? (pending ? flow.sentTo : form.identifier.trim());
      dispatch({ type: 'resetOtpSent', form, otp, sentTo });
    } catch (error) {
      step.showMessage(forgotMessage(error));
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal title={t('reset.title')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <TextField
          label={t('reset.mobileOrEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autofocus
          value={form.identifier}
          onChange={(event) => setForm({ identifier: event.target.value })}
        />
        <FormMessage text={step.message && t(step.message)} />
        <button type="submit" className="button button--primary">
          {t('common.submit')}
        </button>
        <p className="modal-links">
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'open', modal: 'registerChoice' })}
          >
            {t('reset.registerNow')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
