import type { Me } from '@glotv/contracts/auth';
import type { PaymentMethod } from '@glotv/contracts/payments';

/** Glo subscribers pay by airtime only, everyone else by card only (the server holds to the same). */
export function paymentMethodFor(user: Pick<Me, 'is_glo_user'>): PaymentMethod {
  return user.is_glo_user ? 'airtime' : 'card';
}
