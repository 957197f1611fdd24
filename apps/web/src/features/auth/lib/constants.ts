import type * as contract from '@glotv/contracts/auth';

// Copies of the contract's constants. Importing the module's values would bundle zod (about 20 kB gzip) into
// every page; the `typeof contract.X` annotations make the type-check fail if the contract ever changes.
export const PASSWORD_MIN: typeof contract.PASSWORD_MIN = 7;
export const PASSWORD_MAX: typeof contract.PASSWORD_MAX = 20;
export const OTP_LENGTH: typeof contract.OTP_LENGTH = 6;
/** Resend countdowns in seconds; the server's `resend_after` wins when it sends one. */
export const OTP_COUNTDOWN: typeof contract.OTP_COUNTDOWN = { subscriber: 315, billing: 85, afterResend: 60 };

/** The login is refreshed this often while signed in. */
export const SESSION_REFRESH_MS = 950_000;
/** Upper bounds on waiting for a sign-in answer before the spec's message shows. */
export const SIGN_IN_WAIT_MS = 8_000;
export const TICKET_SIGN_IN_WAIT_MS = 9_000;
/** 'Registration Incomplete' shows for 7 seconds. */
export const REGISTRATION_INCOMPLETE_MS = 7_000;
/** How long 'Registration is Complete' shows before the final modal. */
export const REGISTRATION_COMPLETE_MS = 1_200;
/** Below 500 px wide the OTP modals use a compact layout with smaller boxes. */
export const OTP_COMPACT_QUERY = '(max-width: 499.98px)';
