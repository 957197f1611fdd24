import type { CardCheckoutRequest, Purchase, PurchaseRequest } from '@glotv/contracts/payments';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';

const query = `?operator_uid=${encodeURIComponent(operatorUid)}`;
/** The purchase call's success message. */
const PACKAGE_ACTIVATED = 'package activated successfully';

export interface PurchaseAnswer {
  /** true: the package is active; false: the payment's outcome is not known yet (follow it by reference). */
  activated: boolean;
  purchase: Purchase;
}

/** An airtime purchase, or the activation of a paid card checkout. Errors are thrown. */
export async function purchasePackage(request: PurchaseRequest): Promise<PurchaseAnswer> {
  const answer = await api.post<{ message: string; data: Purchase }>(`/cm/api/purchase/${query}`, request);
  return { activated: answer.message === PACKAGE_ACTIVATED, purchase: answer.data };
}

/** Where a purchase stands now. */
export async function getPurchase(reference: string): Promise<Purchase> {
  return (await api.get<{ data: Purchase }>(`/cm/api/purchase/${encodeURIComponent(reference)}${query}`))
    .data;
}

/** Opens the card provider's hosted checkout for a package; answers where to send the browser. */
export async function createCardCheckout(request: CardCheckoutRequest) {
  return (
    await api.post<{ data: { tx_ref: string; link: string; amount: number } }>(
      `/cm/api/payments/checkout/${query}`,
      request,
    )
  ).data;
}

/** The provisioning-error log; fire and forget. */
export function reportProvisioningError(details: {
  transaction: string;
  username: string;
  email: string | null;
  details: string;
}): void {
  const params = new URLSearchParams({
    operator_uid: operatorUid,
    transaction: details.transaction,
    username: details.username,
    details: details.details.slice(0, 2000),
    ...(details.email ? { email: details.email } : {}),
  });
  void api.post(`/cm/api/payments/errors/?${params}`, undefined).catch(() => undefined);
}
