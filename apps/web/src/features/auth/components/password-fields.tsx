import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/ui/text-field.tsx';
import type { MessageKey } from '../hooks/use-step.ts';

interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  show: boolean;
  onShow: (show: boolean) => void;
  passwordLabel?: MessageKey;
  confirmLabel?: MessageKey;
  passwordMessage?: MessageKey | null;
  confirmMessage?: MessageKey | null;
  placeholder?: MessageKey;
}

/** A new password, its confirmation and the Show Password checkbox. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { t } = useTranslation();
  const type = props.show ? 'text' : 'password';
  return (
    <>
      <TextField
        label={t(props.passwordLabel ?? 'register.password')}
        type={type}
        autoComplete="new-password"
        placeholder={t(props.placeholder ?? 'register.passwordPlaceholder')}
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        message={props.passwordMessage ? t(props.passwordMessage) : null}
      />
      <TextField
        label={t(props.confirmLabel ?? 'register.confirmPassword')}
        type={type}
        autoComplete="new-password"
        value={props.confirm}
        onChange={(event) => props.onConfirm(event.target.value)}
        message={props.confirmMessage ? t(props.confirmMessage) : null}
      />
      <Checkbox label={t('register.showPassword')} checked={props.show} onChange={props.onShow} />
    </>
  );
}
