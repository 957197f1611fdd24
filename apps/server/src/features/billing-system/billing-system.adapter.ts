import { type BillingSystemHttpOptions, createBillingSystemCall } from './billing-system.http.ts';
import {
  changePasswordBody,
  createCustomerBody,
  generateOtpBody,
  getRecordsBySearchBody,
  type NewBillingCustomer,
  type OtpDestination,
  resendOtpBody,
  selfcareResetPasswordBody,
  type UserSearch,
  validateOtpBody,
} from './billing-system.requests.ts';
import {
  createCustomerAnswerSchema,
  envelopeSchema,
  getRecordsBySearchAnswerSchema,
  validateOtpAnswerSchema,
} from './billing-system.wire.ts';

export type { NewBillingCustomer, OtpDestination, SearchKey, UserSearch } from './billing-system.requests.ts';

/**
 * The operator's billing system (BSS), one method per operation it offers. Every method throws a
 * BillingSystemError: `unavailable` when it cannot be reached, times out (5 s) or answers 5xx, `failed` when it
 * answers STATUS.MESSAGE 'Failed'.
 */
export interface BillingSystemAdapter {
  /** Idempotent on username in the billing system: a repeat answers with the same USERID. */
  createCustomer(customer: NewBillingCustomer): Promise<{ userId: string }>;
  generateOtp(request: OtpDestination & { resend?: boolean; attribute1?: string }): Promise<void>;
  /** True when the billing system answers ISVALIDOTP 'TRUE'. */
  validateOtp(request: OtpDestination & { otp: string }): Promise<boolean>;
  resendOtp(request: { mobilePhone: string }): Promise<void>;
  /** The USERID of GetRecordsBySearch; `failed` when no record matches. */
  getUserIdBySearch(search: UserSearch): Promise<string>;
  selfcareResetPassword(request: { userId: string; newPassword: string }): Promise<void>;
  changePassword(request: { username: string; oldPassword: string; password: string }): Promise<void>;
}

export type BillingSystemAdapterOptions = BillingSystemHttpOptions;

export function createBillingSystemAdapter(options: BillingSystemAdapterOptions): BillingSystemAdapter {
  const call = createBillingSystemCall(options);
  const partyId = options.credentials?.partyId ?? '';

  return {
    async createCustomer(customer) {
      const answer = await call(
        'CreateCustomer',
        createCustomerBody(customer, partyId),
        createCustomerAnswerSchema,
      );
      return { userId: answer.RESPONSEINFO.CUSTOMERINFO.USERID };
    },
    async generateOtp(request) {
      await call('GenerateOTP', generateOtpBody(request, partyId), envelopeSchema);
    },
    async validateOtp(request) {
      const answer = await call('ValidateOTP', validateOtpBody(request), validateOtpAnswerSchema);
      return answer.RESPONSEINFO.ISVALIDOTP;
    },
    async resendOtp(request) {
      await call('ResendOTP', resendOtpBody(request), envelopeSchema);
    },
    async getUserIdBySearch(search) {
      return call(
        'GetRecordsBySearch',
        getRecordsBySearchBody(search, partyId),
        getRecordsBySearchAnswerSchema,
      );
    },
    async selfcareResetPassword(request) {
      await call('SelfcareResetPassword', selfcareResetPasswordBody(request), envelopeSchema);
    },
    async changePassword(request) {
      await call('ChangePassword', changePasswordBody(request), envelopeSchema);
    },
  };
}
