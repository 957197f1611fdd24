export type BillingOperation =
  | 'CreateCustomer'
  | 'GenerateOTP'
  | 'ValidateOTP'
  | 'ResendOTP'
  | 'GetRecordsBySearch'
  | 'SelfcareResetPassword'
  | 'ChangePassword';

/**
 * `unavailable`: the billing system could not be reached, timed out, or answered 5xx or 429; trying later may work.
 * `failed`: it answered and refused (STATUS.MESSAGE 'Failed', credentials refused, or an answer we cannot read).
 * The message never carries credentials, passwords or OTPs.
 */
export class BillingSystemError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'failed',
    readonly operation: BillingOperation,
    message: string,
    readonly details: { referenceNo?: string; httpStatus?: number; code?: string } = {},
  ) {
    super(`${operation} ${kind}: ${message}`);
    this.name = 'BillingSystemError';
  }
}
