import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage, MissingFields, TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError, NetworkError } from '../../../lib/api-client.ts';
import { useGenerateOtp } from '../api/generate-otp.ts';
import { useLogin } from '../api/login.ts';
import { useIsRegistered } from '../api/lookup-subscriber.ts';
import { useStep } from '../hooks/use-step.ts';
import { type FlowModalProps, pendingOtp } from '../lib/account-flow.ts';
import { OTP_COUNTDOWN, REGISTRATION_INCOMPLETE_MS } from '../lib/constants.ts';
import { internationalNumber } from '../lib/identifier.ts';
import { signInMessage, signUpMessage } from '../lib/messages.ts';
import { requestOtp } from '../lib/request-otp.ts';
import { gloSignUpErrors, gloSignUpMissing } from '../lib/validation.ts';
import { PasswordFields } from './password-fields.tsx';

/**
 * Modal 2: sign-up with a Glo number. Continue checks whether the number is registered: if it is, the
 * typed password signs in; if not, an OTP goes out and modal 4 opens. Until the form is valid, what it still
 * needs stands where Continue will be.
 */
export function GloSignUpModal({ flow, dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(flow.glo);
  const [show, setShow] = useState(false);
  const step = useStep();
  const isRegistered = useIsRegistered();
  const login = useLogin();
  const generate = useGenerateOtp();
  const errors = gloSignUpErrors(form);
  const missing = gloSignUpMissing(form);
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function signInExisting(username: string) {
    step.setBusy('register.userExistsLoggingIn');
    try {
      await login.mutateAsync({ username, password: form.password });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      step.setBusy(null);
      step.showMessage(isApiError(error, 401) ? 'validation.numberAlreadyRegistered' : signInMessage(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0) return;
    const number = form.number.trim();
    step.showMessage(null);
    step.setBusy('register.verifyingNumber');
    let registered: boolean;
    try {
      registered = await isRegistered.mutateAsync(`g${number}`);
    } catch (error) {
      step.setBusy(null);
      return step.showMessage(error instanceof NetworkError ? 'errors.lookupFailed' : signUpMessage(error));
    }
    if (registered) return signInExisting(`g${number}`);
    step.setBusy('register.generatingOtp');
    const destination = internationalNumber(number);
    try {
      const { otp } = await requestOtp(
        () => generate.mutateAsync({ mobile_number: destination }),
        destination,
        OTP_COUNTDOWN.subscriber,
        pendingOtp(flow, destination),
      );
      dispatch({ type: 'gloOtpSent', form: { ...form, number }, otp });
    } catch (error) {
      // The server knows which ranges are Glo's: a number outside them is refused here.
      if (isApiError(error) && error.code === 'validation_failed')
        step.showMessage('validation.gloNumberInvalid');
      else step.showMessage(signUpMessage(error), REGISTRATION_INCOMPLETE_MS);
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal title={t('register.createAccount')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <TextField
          label={t('register.mobileNumber')}
          prefix={t('register.mobilePrefix')}
          placeholder={t('register.mobilePlaceholder')}
          inputMode="numeric"
          autoComplete="tel-national"
          required
          autofocus
          value={form.number}
          onChange={(event) => set('number')(event.target.value)}
          message={errors.number && t(errors.number)}
        />
        <TextField
          label={t('register.emailOptional')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => set('email')(event.target.value)}
          message={errors.email && t(errors.email)}
        />
        <PasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={set('password')}
          onConfirm={set('confirm')}
          show={show}
          onShow={setShow}
          passwordMessage={errors.password}
          confirmMessage={errors.confirm}
          required
        />
        <FormMessage text={step.message && t(step.message)} />
        {missing.length === 0 ? (
          <button type="submit" className="button button--primary">
            {t('common.continue')}
          </button>
        ) : (
          <MissingFields items={missing.map((item) => `${t(item.field)}: ${t(item.rule)}`)} />
        )}
      </form>
    </Modal>
  );
}
