import type { FlowModalProps } from '../lib/account-flow.ts';
import { EmailSignUpModal } from './email-sign-up-modal.tsx';
import { GloSignUpModal } from './glo-sign-up-modal.tsx';
import { RegisterChoiceModal } from './register-choice-modal.tsx';
import { RegistrationDoneModal, SignUpResultModal } from './registration-done-modal.tsx';
import { ResetNewPasswordModal } from './reset-new-password-modal.tsx';
import { PasswordChangedModal, ResetOtpModal } from './reset-otp-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { SignInModal } from './sign-in-modal.tsx';
import { SignUpOtpModal } from './sign-up-otp-modal.tsx';
import './account-modals.css';

/** The one open modal of the landing's state machine, if any. */
export function AccountModals(props: FlowModalProps) {
  // A new key per modal: each opens as a fresh dialog with fresh local state.
  const key = props.flow.modal;
  switch (props.flow.modal) {
    case 'closed':
      return null;
    case 'registerChoice':
      return <RegisterChoiceModal key={key} {...props} />;
    case 'gloSignUp':
      return <GloSignUpModal key={key} {...props} />;
    case 'emailSignUp':
      return <EmailSignUpModal key={key} {...props} />;
    case 'gloOtp':
      return <SignUpOtpModal key={key} kind="glo" {...props} />;
    case 'emailOtp':
      return <SignUpOtpModal key={key} kind="email" {...props} />;
    case 'gloDone':
      return <RegistrationDoneModal key={key} kind="glo" {...props} />;
    case 'emailDone':
      return <RegistrationDoneModal key={key} kind="email" {...props} />;
    case 'signUpResult':
      return <SignUpResultModal key={key} {...props} />;
    case 'resetPassword':
      return <ResetPasswordModal key={key} {...props} />;
    case 'resetOtp':
      return <ResetOtpModal key={key} {...props} />;
    case 'resetNewPassword':
      return <ResetNewPasswordModal key={key} {...props} />;
    case 'passwordChanged':
      return <PasswordChangedModal key={key} {...props} />;
    case 'signIn':
      return <SignInModal key={key} {...props} />;
  }
}
