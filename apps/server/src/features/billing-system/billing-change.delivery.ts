import type { ClaimedBillingChange } from './billing-outbox.repository.ts';
import type { BillingSystemAdapter } from './billing-system.adapter.ts';
import { createPlaceholderPassword } from './placeholder-password.ts';

export type BillingDeliveryAdapter = Pick<
  BillingSystemAdapter,
  'createCustomer' | 'getUserIdBySearch' | 'selfcareResetPassword'
>;

/**
 * Tells the billing system about one change, from the subscriber's record as it is now.
 *
 * - CreateCustomer: CUSTOMERINFO with a random placeholder password (see placeholder-password.ts). The billing
 *   system is idempotent on USERNAME, so a retry after a lost answer does not create a second customer.
 * - SelfcareResetPassword and ChangePassword: the portal's password changed, so the billing system's
 *   placeholder is rotated. Both go out as GetRecordsBySearch (USERNAME → USERID) then SelfcareResetPassword:
 *   ChangePassword would need the old billing-system password, which the portal never keeps.
 */
export async function deliverBillingChange(
  adapter: BillingDeliveryAdapter,
  change: ClaimedBillingChange,
): Promise<void> {
  const { subscriber } = change;
  if (change.operation === 'CreateCustomer') {
    await adapter.createCustomer({
      firstName: subscriber.firstName,
      lastName: subscriber.lastName,
      email: subscriber.email ?? '',
      mobilePhone: billingPhone(subscriber.msisdn ?? subscriber.phoneNumber),
      username: subscriber.username,
      password: createPlaceholderPassword(),
      country: subscriber.country,
    });
    return;
  }
  const userId = await adapter.getUserIdBySearch({ keyName: 'USERNAME', keyValue: subscriber.username });
  await adapter.selfcareResetPassword({ userId, newPassword: createPlaceholderPassword() });
}

/** The billing system takes numbers as 234XXXXXXXXXX, without the plus sign. */
function billingPhone(phone: string | null): string {
  return phone ? phone.replace(/^\+/, '') : '';
}
