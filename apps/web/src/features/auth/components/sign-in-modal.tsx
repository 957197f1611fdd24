import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { Checkbox, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';
import { useStep } from '../hooks/use-step.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';
import { SIGN_IN_WAIT_MS } from '../lib/constants.ts';
import { parseIdentifier, sanitizeSignInInput, usernameOf } from '../lib/identifier.ts';
import { signInMessage } from '../lib/messages.ts';

const identifierMessages = {
  empty: 'login.enterMsisdn',
  badNumber: 'errors.invalidMobile',
  badEmail: 'validation.emailRequired',
} as const;

/** Sign in with a mobile number (digits only) or an e-mail, and a password. */
export function SignInModal({ dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const step = useStep();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(waiting.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = parseIdentifier(identifier);
    if (id.kind !== 'msisdn' && id.kind !== 'email') return step.showMessage(identifierMessages[id.kind]);
    if (password === '') return step.showMessage('validation.passwordRequired');
    step.showMessage(null);
    step.setBusy('common.loadingEllipsis');
    // No answer within 8 s shows 'Please Check your MSISDN'; a later answer still signs in.
    waiting.current = setTimeout(() => {
      step.setBusy(null);
      step.showMessage('login.checkMsisdn');
    }, SIGN_IN_WAIT_MS);
    try {
      await login.mutateAsync({ username: usernameOf(id), password });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      step.setBusy(null);
      step.showMessage(signInMessage(error));
    } finally {
      clearTimeout(waiting.current);
    }
  }

  return (
    <Modal title={t('login.title')} onClose={onClose} busy={step.busy && t(step.busy)}>
      <form className="modal-form" onSubmit={submit} noValidate>
        <TextField
          label={t('login.mobileOrEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autofocus
          value={identifier}
          onChange={(event) => setIdentifier(sanitizeSignInInput(event.target.value))}
        />
        <TextField
          label={t('login.password')}
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox label={t('register.showPassword')} checked={show} onChange={setShow} />
        <FormMessage text={step.message && t(step.message)} />
        <button type="submit" className="button button--primary">
          {t('nav.signIn')}
        </button>
        <p className="modal-links">
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'open', modal: 'resetPassword' })}
          >
            {t('login.forgotPassword')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'open', modal: 'registerChoice' })}
          >
            {t('nav.register')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
