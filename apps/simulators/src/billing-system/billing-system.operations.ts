import type { z } from 'zod';
import {
  changePasswordBody,
  createCustomerBody,
  generateOtpBody,
  getRecordsBySearchBody,
  resendOtpBody,
  selfcareResetPasswordBody,
  validateOtpBody,
} from './billing-system.requests.ts';
import { type OperationResult, ok, refused } from './billing-system.responses.ts';
import type { BillingSystemStore } from './billing-system.store.ts';

/** `partyId` is the party the simulator was started for. */
type Operation = (store: BillingSystemStore, body: unknown, partyId: string) => OperationResult;

/** Parses the body against the operation's schema; a bad body is a Failed answer with HTTP 400. */
function withBody<T extends z.ZodType>(
  schema: T,
  run: (store: BillingSystemStore, body: z.infer<T>, partyId: string) => OperationResult,
): Operation {
  return (store, body, partyId) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      return refused('E400', `Invalid request: ${problems.join('; ')}`, 400);
    }
    return run(store, parsed.data, partyId);
  };
}

const createCustomer = withBody(createCustomerBody, (store, { CUSTOMERINFO: info }) => {
  const customer = store.createCustomer({
    username: info.USERINFO.USERNAME,
    password: info.USERINFO.PASSWORD,
    firstName: info.FIRSTNAME,
    lastName: info.LASTNAME,
    entity: info.OPENTITY,
    email: info.CONTACTINFO.EMAIL,
    mobilePhone: info.CONTACTINFO.MOBILEPHONE,
    addressTypeCode: info.ADDRESSINFO.ADDRESSTYPECODE,
    country: info.ADDRESSINFO.COUNTRY,
  });
  return ok({ CUSTOMERINFO: { USERID: customer.userId, USERNAME: customer.username } });
});

const generateOtp = withBody(generateOtpBody, (store, { GENERATEOTP: request }, partyId) => {
  if (request.PARTYID !== partyId) return refused('E403', 'Unknown PARTYID');
  const destination = request.MOBILEPHONE || request.OTPEMAIL;
  if (!destination) return refused('E400', 'MOBILEPHONE or OTPEMAIL is required', 400);
  store.issueOtp(destination, request.RESEND.toUpperCase() === 'TRUE');
  return ok();
});

const validateOtp = withBody(validateOtpBody, (store, { VALIDATEOTP: request }) => {
  const destination = request.MOBILEPHONE || request.OTPEMAIL;
  if (!destination) return refused('E400', 'MOBILEPHONE or OTPEMAIL is required', 400);
  return ok({ ISVALIDOTP: store.checkOtp(destination, request.OTP) ? 'TRUE' : 'FALSE' });
});

const resendOtp = withBody(resendOtpBody, (store, { RESENDOTP: request }) => {
  if (!store.hasPendingOtp(request.MOBILEPHONE)) return refused('E404', 'No OTP to resend for this number');
  store.issueOtp(request.MOBILEPHONE, true);
  return ok();
});

const searchKeys = ['USERID', 'USERNAME', 'MOBILEPHONE', 'EMAIL'] as const;
type SearchKey = (typeof searchKeys)[number];
const isSearchKey = (key: string): key is SearchKey => (searchKeys as readonly string[]).includes(key);

const getRecordsBySearch = withBody(getRecordsBySearchBody, (store, { KEY_NAMEVALUE: search }) => {
  const key = search.KEY_NAME.toUpperCase();
  if (!isSearchKey(key)) return refused('E400', `KEY_NAME must be one of ${searchKeys.join(', ')}`, 400);
  const customer = store.findCustomer(key, search.KEY_VALUE);
  if (!customer) return refused('E404', 'No records found');
  return ok({ GETUSERID: { USERID: customer.userId } });
});

const selfcareResetPassword = withBody(
  selfcareResetPasswordBody,
  (store, { SELFCARERESETPASSWORD: request }) => {
    if (!store.findCustomer('USERID', request.USERID)) return refused('E404', 'User does not exist');
    if (request.NEWPASSWORD !== request.CONFIRMPASSWORD) return refused('E409', 'Passwords do not match');
    store.setPassword(request.USERID, request.NEWPASSWORD);
    return ok();
  },
);

const changePassword = withBody(changePasswordBody, (store, { CHANGEPASSWORD: request }) => {
  const customer = store.findCustomer('USERNAME', request.USERNAME);
  if (!customer) return refused('E404', 'User does not exist');
  if (customer.password !== request.OLDPASSWORD) return refused('E401', 'Old password is wrong');
  if (request.PASSWORD !== request.CONFIRMPASSWORD) return refused('E409', 'Passwords do not match');
  store.setPassword(customer.userId, request.PASSWORD);
  return ok();
});

/** One entry per operation; the key is the last path segment (`POST /bss/<Operation>`). */
export const operations = new Map<string, Operation>([
  ['CreateCustomer', createCustomer],
  ['GenerateOTP', generateOtp],
  ['ValidateOTP', validateOtp],
  ['ResendOTP', resendOtp],
  ['GetRecordsBySearch', getRecordsBySearch],
  ['SelfcareResetPassword', selfcareResetPassword],
  ['ChangePassword', changePassword],
]);
