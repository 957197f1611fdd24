import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/ui/text-field.tsx';
import type { MessageKey } from '../hooks/use-step.ts';
import { PASSWORD_RULE } from '../lib/validation.ts';
import './password-fields.css';

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
  /** The sign-up placeholder unless given; null for none (the rule under the field says it all). */
  placeholder?: MessageKey | null;
  required?: boolean;
  autofocus?: boolean;
}

/**
 * A new password, its confirmation and the Show Password checkbox. The password rule stays under the field
 * as a hint, and turns into the error, in the same words, while the password breaks it.
 */
export function PasswordFields(props: PasswordFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const type = props.show ? 'text' : 'password';
  const placeholder = props.placeholder === undefined ? 'register.passwordPlaceholder' : props.placeholder;
  const hinted = !props.passwordMessage;
  return (
    <>
      <div className="password-field">
        <TextField
          label={t(props.passwordLabel ?? 'register.password')}
          type={type}
          autoComplete="new-password"
          placeholder={placeholder ? t(placeholder) : undefined}
          required={props.required}
          autofocus={props.autofocus}
          value={props.password}
          onChange={(event) => props.onPassword(event.target.value)}
          message={props.passwordMessage ? t(props.passwordMessage) : null}
          {...(hinted ? { 'aria-describedby': hintId } : {})}
        />
        {hinted ? (
          <p id={hintId} className="password-field__hint">
            {t(PASSWORD_RULE)}
          </p>
        ) : null}
      </div>
      <TextField
        label={t(props.confirmLabel ?? 'register.confirmPassword')}
        type={type}
        autoComplete="new-password"
        required={props.required}
        value={props.confirm}
        onChange={(event) => props.onConfirm(event.target.value)}
        message={props.confirmMessage ? t(props.confirmMessage) : null}
      />
      <Checkbox label={t('register.showPassword')} checked={props.show} onChange={props.onShow} />
    </>
  );
}
