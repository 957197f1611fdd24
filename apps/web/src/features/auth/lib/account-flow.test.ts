import { describe, expect, it } from 'vitest';
import { accountFlow, type FlowAction, type FlowState, initialFlow, pendingOtp } from './account-flow.ts';

const run = (...actions: FlowAction[]): FlowState => actions.reduce(accountFlow, initialFlow);

const glo = { number: '8051234567', email: '', password: 'secret12', confirm: 'secret12' };
const email = { email: 'ada@example.com', password: 'secret12', confirm: 'secret12' };
const reset = { identifier: '08051234567' };
const otp = { destination: '+2348051234567', resendAt: 315_000 };

describe('the landing modal state machine', () => {
  it('starts closed', () => {
    expect(initialFlow.modal).toBe('closed');
  });

  it('walks the Glo sign-up: choice → details → OTP → done', () => {
    const steps: [FlowAction, string][] = [
      [{ type: 'open', modal: 'registerChoice' }, 'registerChoice'],
      [{ type: 'choose', kind: 'glo' }, 'gloSignUp'],
      [{ type: 'gloOtpSent', form: glo, otp }, 'gloOtp'],
      [{ type: 'registered', ticket: 'ticket-1' }, 'gloDone'],
    ];
    let state = initialFlow;
    for (const [action, modal] of steps) {
      state = accountFlow(state, action);
      expect(state.modal).toBe(modal);
    }
    expect(state).toMatchObject({ glo, otp, ticket: 'ticket-1' });
  });

  it('walks the e-mail sign-up to modal 7', () => {
    const state = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'email' },
      { type: 'emailOtpSent', form: email, otp: { ...otp, destination: email.email } },
      { type: 'registered', ticket: 't' },
    );
    expect(state.modal).toBe('emailDone');
    expect(state.email).toEqual(email);
  });

  it('keeps the typed values when Edit goes back from the OTP', () => {
    const state = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      { type: 'gloOtpSent', form: glo, otp },
      { type: 'edit' },
    );
    expect(state.modal).toBe('gloSignUp');
    expect(state.glo).toEqual(glo);
    expect(pendingOtp(state, otp.destination)).toEqual(otp);
    expect(pendingOtp(state, '+2348000000000')).toBeNull();
  });

  it('walks the password reset: identifier → OTP (sent to) → new password → changed', () => {
    const state = run(
      { type: 'open', modal: 'signIn' },
      { type: 'open', modal: 'resetPassword' },
      {
        type: 'resetOtpSent',
        form: reset,
        otp: { destination: 'g8051234567', resendAt: 85_000 },
        sentTo: '+234805***567',
      },
    );
    expect(state).toMatchObject({ modal: 'resetOtp', reset, sentTo: '+234805***567' });
    expect(accountFlow(state, { type: 'edit' }).modal).toBe('resetPassword');
    expect(accountFlow(state, { type: 'passwordReset' })).toBe(state);
    const choosing = accountFlow(state, { type: 'resetOtpVerified', grant: 'grant-1' });
    expect(choosing).toMatchObject({ modal: 'resetNewPassword', resetGrant: 'grant-1' });
    expect(accountFlow(choosing, { type: 'passwordReset' })).toMatchObject({
      modal: 'passwordChanged',
      resetGrant: '',
    });
    expect(accountFlow(choosing, { type: 'close' }).resetGrant).toBe('');
  });

  it('restarts the countdown on a resend, only inside an OTP modal', () => {
    const inOtp = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      {
        type: 'gloOtpSent',
        form: glo,
        otp,
      },
    );
    const resent = { ...otp, resendAt: 400_000 };
    expect(accountFlow(inOtp, { type: 'otpResent', otp: resent }).otp).toEqual(resent);
    const inForm = accountFlow(inOtp, { type: 'edit' });
    expect(accountFlow(inForm, { type: 'otpResent', otp: resent })).toBe(inForm);
  });

  it('opens modal 11 when the sign-in ticket is refused', () => {
    const done = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      { type: 'gloOtpSent', form: glo, otp },
      { type: 'registered', ticket: 't' },
    );
    expect(accountFlow(done, { type: 'ticketRejected' })).toMatchObject({
      modal: 'signUpResult',
      ticket: '',
    });
  });

  it('shows one modal at a time: opening another starts afresh', () => {
    const state = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      { type: 'gloOtpSent', form: glo, otp },
      { type: 'open', modal: 'signIn' },
    );
    expect(state).toEqual({ ...initialFlow, modal: 'signIn' });
  });

  it('returns to the initial state on close, whatever was typed', () => {
    const state = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      { type: 'gloOtpSent', form: glo, otp },
      { type: 'close' },
    );
    expect(state).toEqual(initialFlow);
  });

  it('ignores a step that arrives for a modal that is no longer open', () => {
    const closed = run(
      { type: 'open', modal: 'registerChoice' },
      { type: 'choose', kind: 'glo' },
      { type: 'close' },
    );
    for (const late of [
      { type: 'gloOtpSent', form: glo, otp },
      { type: 'registered', ticket: 't' },
      { type: 'choose', kind: 'email' },
      { type: 'edit' },
      { type: 'passwordReset' },
      { type: 'resetOtpVerified', grant: 'g' },
      { type: 'ticketRejected' },
    ] as FlowAction[]) {
      expect(accountFlow(closed, late), late.type).toBe(closed);
    }
    const inEmail = run({ type: 'open', modal: 'registerChoice' }, { type: 'choose', kind: 'email' });
    expect(accountFlow(inEmail, { type: 'gloOtpSent', form: glo, otp })).toBe(inEmail);
  });
});
