import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useVerifyResetOtp } from '../api/verify-reset-otp.ts';
import { useStep } from '../hooks/use-step.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';
import { OTP_COMPACT_QUERY, OTP_COUNTDOWN } from '../lib/constants.ts';
import { forgotMessage, resetOtpMessage } from '../lib/messages.ts';
import { emptyDigits } from '../lib/otp-digits.ts';
import { requestOtp } from '../lib/request-otp.ts';
import { isOtp } from '../lib/validation.ts';
import { OtpInput } from './otp-input.tsx';
import { OtpResend } from './otp-resend.tsx';

/** Modal 9: the reset OTP; a valid one gives the grant with which the next step sets the new password. */
export function ResetOtpModal({ flow, dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(OTP_COMPACT_QUERY);
  const [digits, setDigits] = useState(emptyDigits);
  const step = useStep();
  const verify = useVerifyResetOtp();
  const forgot = useForgotPassword();
  const username = flow.otp?.destination ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (!isOtp(otp)) return step.showMessage('errors.otpEnterValid');
    step.showMessage(null);
    step.setBusy('common.processing');
    try {
      const { reset_token } = await verify.mutateAsync({ username, otp });
      dispatch({ type: 'resetOtpVerified', grant: reset_token });
    } catch (error) {
      setDigits(emptyDigits());
      step.showMessage(resetOtpMessage(error));
    } finally {
      step.setBusy(null);
    }
  }

  async function resend() {
    step.showMessage(null);
    step.setBusy('register.generatingOtp');
    try {
      const { otp } = await requestOtp(
        () => forgot.mutateAsync(username),
        username,
        OTP_COUNTDOWN.afterResend,
        flow.otp,
      );
      dispatch({ type: 'otpResent', otp });
      setDigits(emptyDigits());
    } catch (error) {
      step.showMessage(forgotMessage(error));
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal title={t('otp.resetTitle')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <p>{t('otp.sentToNumber', { number: flow.sentTo })}</p>
        <OtpInput digits={digits} onChange={setDigits} compact={compact} />
        <FormMessage text={step.message && t(step.message)} />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t('common.submit')}
          </button>
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'edit' })}>
            {t('common.edit')}
          </button>
        </div>
        <OtpResend resendAt={flow.otp?.resendAt ?? 0} compact={compact} onResend={resend} />
      </form>
    </Modal>
  );
}

/** Modal 10. */
export function PasswordChangedModal({ dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('reset.changed')} tone="success" onClose={onClose}>
      <button
        type="button"
        className="button button--primary"
        data-autofocus=""
        onClick={() => dispatch({ type: 'open', modal: 'signIn' })}
      >
        {t('nav.signIn')}
      </button>
    </Modal>
  );
}
