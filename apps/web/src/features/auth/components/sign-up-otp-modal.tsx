import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { type NewSubscriber, useCreateSubscriber } from '../api/create-subscriber.ts';
import { type OtpDestination, useGenerateOtp } from '../api/generate-otp.ts';
import { useValidateOtp } from '../api/validate-otp.ts';
import { useStep } from '../hooks/use-step.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';
import {
  OTP_COMPACT_QUERY,
  OTP_COUNTDOWN,
  REGISTRATION_COMPLETE_MS,
  REGISTRATION_INCOMPLETE_MS,
} from '../lib/constants.ts';
import { internationalNumber, maskedNumber } from '../lib/identifier.ts';
import { signUpMessage, signUpOtpMessage } from '../lib/messages.ts';
import { emptyDigits } from '../lib/otp-digits.ts';
import { delay, requestOtp } from '../lib/request-otp.ts';
import { isOtp } from '../lib/validation.ts';
import { OtpInput } from './otp-input.tsx';
import { OtpResend } from './otp-resend.tsx';

type SignUpKind = 'glo' | 'email';

function signUpOf(
  kind: SignUpKind,
  flow: FlowModalProps['flow'],
): { to: OtpDestination; subscriber: NewSubscriber } {
  if (kind === 'email') {
    const email = flow.email.email;
    return { to: { email }, subscriber: { email, password: flow.email.password } };
  }
  const phone = internationalNumber(flow.glo.number);
  const email = flow.glo.email.trim();
  return {
    to: { mobile_number: phone },
    subscriber: { phone_number: phone, password: flow.glo.password, ...(email ? { email } : {}) },
  };
}

/**
 * Modals 4 (Glo, 'Enter your OTP') and 5 (e-mail, 'Enter OTP'): a valid OTP creates the subscriber and
 * opens the final modal with its sign-in ticket.
 */
export function SignUpOtpModal({ kind, flow, dispatch, onClose }: FlowModalProps & { kind: SignUpKind }) {
  const { t } = useTranslation();
  const compact = useMediaQuery(OTP_COMPACT_QUERY);
  const [digits, setDigits] = useState(emptyDigits);
  const step = useStep();
  const validate = useValidateOtp();
  const create = useCreateSubscriber();
  const generate = useGenerateOtp();
  const { to, subscriber } = signUpOf(kind, flow);
  const destination = 'email' in to ? to.email : to.mobile_number;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (!isOtp(otp)) return step.showMessage('errors.otpEnterValid');
    step.showMessage(null);
    step.setBusy('otp.validating');
    try {
      await validate.mutateAsync({ ...to, otp });
    } catch (error) {
      step.setBusy(null);
      setDigits(emptyDigits());
      return step.showMessage(signUpOtpMessage(error));
    }
    try {
      const created = await create.mutateAsync(subscriber);
      if (!('sign_in_ticket' in created)) {
        step.setBusy(null);
        return step.showMessage(
          kind === 'glo' ? 'validation.numberAlreadyRegistered' : 'validation.emailAlreadyRegistered',
        );
      }
      step.setBusy('register.isComplete');
      await delay(REGISTRATION_COMPLETE_MS);
      dispatch({ type: 'registered', ticket: created.sign_in_ticket });
    } catch (error) {
      step.setBusy(null);
      step.showMessage(signUpMessage(error), REGISTRATION_INCOMPLETE_MS);
    }
  }

  async function resend() {
    step.showMessage(null);
    step.setBusy(kind === 'glo' ? 'register.generatingOtp' : 'register.sendingOtp');
    try {
      const { otp } = await requestOtp(
        () => generate.mutateAsync(to),
        destination,
        OTP_COUNTDOWN.afterResend,
        flow.otp,
      );
      dispatch({ type: 'otpResent', otp });
      setDigits(emptyDigits());
    } catch (error) {
      step.showMessage(signUpMessage(error));
    } finally {
      step.setBusy(null);
    }
  }

  return (
    <Modal
      title={t(kind === 'glo' ? 'otp.titleGlo' : 'otp.title')}
      onClose={onClose}
      busy={step.busy && t(step.busy)}
    >
      <form className="modal-form" onSubmit={submit} noValidate>
        <p>
          {kind === 'email'
            ? t('otp.sentToEmail', { email: flow.email.email })
            : t('otp.sentToNumber', { number: maskedNumber(flow.glo.number) })}
        </p>
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
