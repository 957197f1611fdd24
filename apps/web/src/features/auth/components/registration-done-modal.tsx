import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StoreBadges } from '../../../components/layout/store-badges.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { useSignInWithTicket } from '../api/sign-in-with-ticket.ts';
import { useStep } from '../hooks/use-step.ts';
import type { FlowModalProps } from '../lib/account-flow.ts';
import { TICKET_SIGN_IN_WAIT_MS } from '../lib/constants.ts';

/**
 * Modals 6 (Glo) and 7 (e-mail): registration done. Sign In redeems the registration's single-use ticket
 * and opens the dashboard as soon as the server answers; after 9 s without an answer it says so.
 */
export function RegistrationDoneModal({
  kind,
  flow,
  dispatch,
  onClose,
}: FlowModalProps & { kind: 'glo' | 'email' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignInWithTicket();
  const step = useStep();
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(waiting.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    step.showMessage(null);
    step.setBusy('common.processing');
    waiting.current = setTimeout(() => {
      step.setBusy(null);
      step.showMessage('login.incomplete');
    }, TICKET_SIGN_IN_WAIT_MS);
    try {
      await signIn.mutateAsync(flow.ticket);
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      step.setBusy(null);
      if (error instanceof NetworkError) step.showMessage('login.incomplete');
      else dispatch({ type: 'ticketRejected' });
    } finally {
      clearTimeout(waiting.current);
    }
  }

  const glo = kind === 'glo';
  return (
    <Modal
      title={t(glo ? 'register.completedGlo' : 'register.completed')}
      tone="success"
      onClose={onClose}
      busy={step.busy && t(step.busy)}
    >
      <form className="modal-form" onSubmit={submit}>
        {glo ? (
          <TextField
            label={t('register.mobileNumber')}
            prefix={t('register.mobilePrefix')}
            value={flow.glo.number}
            readOnly
          />
        ) : (
          <TextField label={t('register.email')} type="email" value={flow.email.email} readOnly />
        )}
        <TextField
          label={t('register.password')}
          type="password"
          value={glo ? flow.glo.password : flow.email.password}
          readOnly
        />
        <FormMessage text={step.message && t(step.message)} />
        <button type="submit" className="button button--primary" data-autofocus="">
          {t('nav.signIn')}
        </button>
        {glo ? <StoreBadges compact /> : null}
      </form>
    </Modal>
  );
}

/** Modal 11: registered, but the ticket could not sign in (expired or used): sign in by hand. */
export function SignUpResultModal({ dispatch, onClose }: FlowModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('register.resultSuccess')} tone="success" onClose={onClose}>
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
