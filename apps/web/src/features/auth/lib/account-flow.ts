import type { EmailSignUpForm, GloSignUpForm } from './validation.ts';

/**
 * The landing's modals as one state machine: exactly one modal is open at a time, and closing
 * returns everything to the initial state without reloading the page.
 */
export type ModalName =
  | 'closed'
  | 'registerChoice' // 1
  | 'gloSignUp' // 2
  | 'emailSignUp' // 3
  | 'gloOtp' // 4
  | 'emailOtp' // 5
  | 'gloDone' // 6
  | 'emailDone' // 7
  | 'resetPassword' // 8
  | 'resetOtp' // 9
  | 'resetNewPassword' // after a valid OTP: the new password
  | 'passwordChanged' // 10
  | 'signUpResult' // 11
  | 'signIn';

export interface ResetForm {
  identifier: string;
}

/** The last OTP sent in this flow: where to, and when a resend is allowed (epoch ms). */
export interface OtpSent {
  destination: string;
  resendAt: number;
}

export interface FlowState {
  modal: ModalName;
  glo: GloSignUpForm;
  email: EmailSignUpForm;
  reset: ResetForm;
  otp: OtpSent | null;
  /** Reset: where the server says the OTP went (masked). */
  sentTo: string;
  /** Sign-up: the single-use sign-in ticket from the created subscriber. */
  ticket: string;
  /** Reset: the single-use grant a valid OTP gave, spent by the new password. Kept in memory only. */
  resetGrant: string;
}

export type FlowAction =
  | { type: 'open'; modal: 'registerChoice' | 'signIn' | 'resetPassword' }
  | { type: 'close' }
  | { type: 'choose'; kind: 'glo' | 'email' }
  | { type: 'gloOtpSent'; form: GloSignUpForm; otp: OtpSent }
  | { type: 'emailOtpSent'; form: EmailSignUpForm; otp: OtpSent }
  | { type: 'resetOtpSent'; form: ResetForm; otp: OtpSent; sentTo: string }
  | { type: 'otpResent'; otp: OtpSent }
  | { type: 'edit' }
  | { type: 'registered'; ticket: string }
  | { type: 'ticketRejected' }
  | { type: 'resetOtpVerified'; grant: string }
  | { type: 'passwordReset' };

export const initialFlow: FlowState = {
  modal: 'closed',
  glo: { number: '', email: '', password: '', confirm: '' },
  email: { email: '', password: '', confirm: '' },
  reset: { identifier: '' },
  otp: null,
  sentTo: '',
  ticket: '',
  resetGrant: '',
};

const otpModals = { gloOtp: 'gloSignUp', emailOtp: 'emailSignUp', resetOtp: 'resetPassword' } as const;

function isOtpModal(modal: ModalName): modal is keyof typeof otpModals {
  return modal in otpModals;
}

/** Each step is accepted only from the modal it belongs to, so a late answer to a closed modal changes nothing. */
export function accountFlow(state: FlowState, action: FlowAction): FlowState {
  const at = (...modals: ModalName[]) => modals.includes(state.modal);
  switch (action.type) {
    case 'open':
      return { ...initialFlow, modal: action.modal };
    case 'close':
      return initialFlow;
    case 'choose':
      if (!at('registerChoice')) return state;
      return { ...state, modal: action.kind === 'glo' ? 'gloSignUp' : 'emailSignUp' };
    case 'gloOtpSent':
      return at('gloSignUp') ? { ...state, modal: 'gloOtp', glo: action.form, otp: action.otp } : state;
    case 'emailOtpSent':
      return at('emailSignUp') ? { ...state, modal: 'emailOtp', email: action.form, otp: action.otp } : state;
    case 'resetOtpSent':
      if (!at('resetPassword')) return state;
      return { ...state, modal: 'resetOtp', reset: action.form, otp: action.otp, sentTo: action.sentTo };
    case 'otpResent':
      return isOtpModal(state.modal) ? { ...state, otp: action.otp } : state;
    case 'edit':
      return isOtpModal(state.modal) ? { ...state, modal: otpModals[state.modal] } : state;
    case 'registered':
      if (state.modal === 'gloOtp') return { ...state, modal: 'gloDone', ticket: action.ticket };
      if (state.modal === 'emailOtp') return { ...state, modal: 'emailDone', ticket: action.ticket };
      return state;
    case 'ticketRejected':
      return at('gloDone', 'emailDone') ? { ...state, modal: 'signUpResult', ticket: '' } : state;
    case 'resetOtpVerified':
      return at('resetOtp') ? { ...state, modal: 'resetNewPassword', resetGrant: action.grant } : state;
    case 'passwordReset':
      return at('resetNewPassword') ? { ...state, modal: 'passwordChanged', resetGrant: '' } : state;
  }
}

/** The OTP still pending for `destination`, to keep its countdown when the server refuses an early resend. */
export function pendingOtp(state: FlowState, destination: string): OtpSent | null {
  return state.otp?.destination === destination ? state.otp : null;
}

/** What every landing modal receives from the landing page. */
export interface FlowModalProps {
  flow: FlowState;
  dispatch: (action: FlowAction) => void;
  onClose: () => void;
}
