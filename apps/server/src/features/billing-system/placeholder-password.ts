import { randomBytes } from 'node:crypto';

/**
 * The password the billing system keeps for a customer. In the original portal, CreateCustomer carried the
 * subscriber's own password in USERINFO.PASSWORD (and ChangePassword/SelfcareResetPassword mirrored every
 * change), because the billing system checked logins. Here the portal's server owns authentication (hashed
 * passwords, sessions), so the billing system never needs the real password and never gets it: each customer
 * is created with a random placeholder, and every portal password change rotates it to a new random one.
 * Nothing password-like is stored in the outbox; placeholders are made at delivery time and then forgotten.
 *
 * 20 characters (the longest password the spec mentions) with upper case, lower case, a digit and a symbol, so
 * it passes the usual complexity rules of a billing system.
 */
export function createPlaceholderPassword(): string {
  return `${randomBytes(12).toString('base64url')}Gt7#`;
}
