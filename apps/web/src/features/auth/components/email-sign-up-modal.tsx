import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useGenerateOtp } from '../api/generate-otp.ts';
import { useIsRegistered } from '../api/lookup-subscriber.ts';
import { useStep } from '../hooks/use-step.ts';
import { type FlowModalProps, pendingOtp } from '../lib/account-flow.ts';
import { OTP_COUNTDOWN } from '../lib/constants.ts';
import { signUpMessage } from '../lib/messages.ts';
import { requestOtp } from '../lib/request-otp.ts';
import { confirmError, emailError, emailSignUpSubmitError, passwordLengthError } from '../lib/validation.ts';
import { PasswordFields } from './password-fields.tsx';

/** Modal 3: sign-up with an e-mail (other networks). Continue is always shown; it sends the OTP when the form holds. */
export function EmailSignUpModal({ flow, dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(flow.email);
  const [show, setShow] = useState(false);
  const step = useStep();
  const isRegistered = useIsRegistered();
  const generate = useGenerateOtp();
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const emailMessage = emailError(form.email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailSignUpSubmitError(form);
    // An invalid e-mail already says so under its field.
    step.showMessage(invalid === 'validation.emailRequired' && emailMessage ? null : invalid);
    if (invalid) return;
    const email = form.email.trim();
    try {
      step.setBusy('register.verifyingUser');
      if (await isRegistered.mutateAsync(email)) return step.showMessage('validation.emailAlreadyRegistered');
      step.setBusy('register.sendingOtp');
      const { otp } = await requestOtp(
        () => generate.mutateAsync({ email }),
        email,
        OTP_COUNTDOWN.subscriber,
        pendingOtp(flow, email),
      );
      dispatch({ type: 'emailOtpSent', form: { ...form, email }, otp });
    } catch (error) {
      step.showMessage(error instanceof NetworkError ? 'errors.lookupFailed' : signUpMessage(error));
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal title={t('register.createAccount')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          required
          autofocus
          value={form.email}
          onChange={(event) => set('email')(event.target.value)}
          message={emailMessage && t(emailMessage)}
        />
        <PasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={set('password')}
          onConfirm={set('confirm')}
          show={show}
          onShow={setShow}
          passwordMessage={passwordLengthError(form.password)}
          confirmMessage={confirmError(form.password, form.confirm)}
          required
        />
        <FormMessage text={step.message && t(step.message)} />
        <button type="submit" className="button button--primary">
          {t('common.continue')}
        </button>
      </form>
    </Modal>
  );
}
