import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/** Catalog keys of the sign-up and sign-in validation messages; the forms translate them. */
export type ValidationMessage =
  | 'validation.numberLeadingZero'
  | 'validation.gloNumberInvalid'
  | 'validation.gloNumberNotNumeric'
  | 'validation.passwordLength'
  | 'validation.passwordsDoNotMatch'
  | 'validation.emailRequired'
  | 'validation.emailInvalidOrBlank'
  | 'validation.passwordMismatchOrIncomplete'
  | 'validation.passwordRequired'
  | 'reset.passwordMismatch'
  | 'reset.numberRule'
  | 'register.ruleGloNumber'
  | 'register.ruleConfirm';

/** The password rule, stated in these words in every hint, error and missing-field line. */
export const PASSWORD_RULE = 'validation.passwordLength' satisfies ValidationMessage;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The number typed after '+234(0)': ten digits, not starting with 0. No message while empty. */
export function gloNumberError(number: string): ValidationMessage | null {
  const value = number.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return 'validation.gloNumberNotNumeric';
  if (value.startsWith('0')) return 'validation.numberLeadingZero';
  if (value.length !== 10) return 'validation.gloNumberInvalid';
  return null;
}

export function isPasswordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

/** Shown while the password has 1 to 6 characters or more than 20 (the server takes 7 to 20). */
export function passwordLengthError(password: string): ValidationMessage | null {
  return password.length > 0 && !isPasswordLengthOk(password) ? PASSWORD_RULE : null;
}

/** Shown once something is typed in the confirmation and it differs. */
export function confirmError(password: string, confirm: string): ValidationMessage | null {
  return confirm !== '' && confirm !== password ? 'validation.passwordsDoNotMatch' : null;
}

export interface GloSignUpForm {
  number: string;
  email: string;
  password: string;
  confirm: string;
}

export function gloSignUpErrors(form: GloSignUpForm) {
  return {
    number: gloNumberError(form.number),
    email:
      form.email.trim() !== '' && !isEmail(form.email) ? ('validation.emailInvalidOrBlank' as const) : null,
    password: passwordLengthError(form.password),
    confirm: confirmError(form.password, form.confirm),
  };
}

/** One line of 'Still needed to continue:': the field (its label's key) and the rule it does not meet yet. */
export interface MissingItem {
  field: 'register.mobileNumber' | 'register.email' | 'register.password' | 'register.confirmPassword';
  rule: ValidationMessage;
}

/** What the Glo sign-up still lacks, in the order of the form; empty exactly when Continue may show. */
export function gloSignUpMissing(form: GloSignUpForm): MissingItem[] {
  const errors = gloSignUpErrors(form);
  const missing: MissingItem[] = [];
  if (form.number.trim() === '' || errors.number) {
    missing.push({ field: 'register.mobileNumber', rule: 'register.ruleGloNumber' });
  }
  if (errors.email) missing.push({ field: 'register.email', rule: errors.email });
  if (!isPasswordLengthOk(form.password)) missing.push({ field: 'register.password', rule: PASSWORD_RULE });
  if (form.confirm === '') missing.push({ field: 'register.confirmPassword', rule: 'register.ruleConfirm' });
  else if (form.confirm !== form.password) {
    missing.push({ field: 'register.confirmPassword', rule: 'validation.passwordsDoNotMatch' });
  }
  return missing;
}

/** Continue appears only when this holds. */
export function isGloSignUpValid(form: GloSignUpForm): boolean {
  return gloSignUpMissing(form).length === 0;
}

export interface EmailSignUpForm {
  email: string;
  password: string;
  confirm: string;
}

export function emailError(email: string): ValidationMessage | null {
  return email.trim() !== '' && !isEmail(email) ? 'validation.emailRequired' : null;
}

/** Continue is always shown; it submits only when this returns null (non-operator sign-up). */
export function emailSignUpSubmitError(form: EmailSignUpForm): ValidationMessage | null {
  const email = form.email.trim();
  if (email.length <= 5 || !isEmail(email)) return 'validation.emailRequired';
  if (!isPasswordLengthOk(form.password) || form.password !== form.confirm) {
    return 'validation.passwordMismatchOrIncomplete';
  }
  return null;
}

/** New password and its confirmation (reset and change password). */
export function newPasswordSubmitError(password: string, confirm: string): ValidationMessage | null {
  if (!isPasswordLengthOk(password)) return PASSWORD_RULE;
  if (password !== confirm) return 'reset.passwordMismatch';
  return null;
}

export function isOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}
