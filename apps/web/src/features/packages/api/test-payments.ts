import { api } from '../../../lib/api-client.ts';

export interface TestPaymentResult {
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}

export interface VirtualCard {
  id: string;
  masked_pan: string;
  card_pan: string;
  expiration: string;
  cvv: string;
  card_type: string;
  name_on_card: string;
  amount: number;
  currency: string;
}

/** The test payment page's calls: development routes of the server, only in the development build. */
export const testPayments = {
  async startCheckout(): Promise<{ tx_ref: string; link: string }> {
    return (
      await api.post<{ data: { tx_ref: string; link: string } }>('/dev/payments/test-checkout', undefined)
    ).data;
  },
  async result(transactionId: string): Promise<TestPaymentResult> {
    const path = `/dev/payments/test-checkout/result?transaction_id=${encodeURIComponent(transactionId)}`;
    return (await api.get<{ data: TestPaymentResult }>(path)).data;
  },
  async createVirtualCard(): Promise<VirtualCard> {
    return (await api.post<{ data: VirtualCard }>('/dev/payments/virtual-card', undefined)).data;
  },
};
