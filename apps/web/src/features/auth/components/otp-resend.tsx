import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown.ts';
import { canResend } from '../lib/countdown.ts';

interface OtpResendProps {
  /** When the server accepts a resend (epoch ms). */
  resendAt: number;
  compact: boolean;
  onResend: () => void;
}

/** 'Resend OTP in N seconds', then "Didn't get OTP?" with a Resend button. */
export function OtpResend({ resendAt, compact, onResend }: OtpResendProps) {
  const { t } = useTranslation();
  const remaining = useCountdown(resendAt);
  if (!canResend(remaining, compact)) {
    return (
      <p className="otp-resend" aria-live="polite" aria-atomic="true">
        {t('otp.resendIn', { count: remaining })}
      </p>
    );
  }
  return (
    <p className="otp-resend" aria-live="polite" aria-atomic="true">
      <span>{t('otp.didntGet')}</span>{' '}
      <button type="button" className="link-button" onClick={onResend}>
        {t('common.resend')}
      </button>
    </p>
  );
}
