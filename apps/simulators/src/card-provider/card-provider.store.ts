import { randomBytes } from 'node:crypto';

export type CheckoutOutcome = 'successful' | 'declined' | 'insufficient_funds' | 'cancelled';

export interface Checkout {
  token: string;
  tx_ref: string;
  amount: number;
  currency: string;
  redirect_url: string;
  payment_options: string[];
  customer: { email: string; name?: string | undefined; phonenumber?: string | undefined };
  title: string;
  completed: boolean;
}

export interface Transaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: 'successful' | 'failed';
  processor_response: string;
  payment_type: 'card';
  created_at: string;
  customer: { id: number; email: string; name: string; phone_number: string };
}

const processorResponses = {
  successful: 'Approved',
  declined: 'Declined',
  insufficient_funds: 'Insufficient funds',
} as const;

/** Checkouts and the transactions made on them, in memory. */
export class CardProviderStore {
  private readonly checkouts = new Map<string, Checkout>();
  private readonly list: Transaction[] = [];
  private nextId = 4_000_001;

  open(checkout: Omit<Checkout, 'token' | 'completed'>): Checkout | 'duplicate' {
    const existing = this.byTxRef(checkout.tx_ref);
    if (existing) {
      const same = existing.amount === checkout.amount && existing.currency === checkout.currency;
      return same ? existing : 'duplicate';
    }
    const opened = { ...checkout, token: randomBytes(12).toString('hex'), completed: false };
    this.checkouts.set(opened.token, opened);
    return opened;
  }

  byToken(token: string): Checkout | undefined {
    return this.checkouts.get(token);
  }

  byTxRef(txRef: string): Checkout | undefined {
    return [...this.checkouts.values()].find((checkout) => checkout.tx_ref === txRef);
  }

  /** Ends a checkout as the subscriber chose; answers the transaction made (none when cancelled). */
  complete(
    checkout: Checkout,
    outcome: CheckoutOutcome,
    paid: { amount?: number | undefined; currency?: string | undefined } = {},
  ): Transaction | null {
    checkout.completed = true;
    if (outcome === 'cancelled') return null;
    const amount = paid.amount ?? checkout.amount;
    const id = this.nextId++;
    const transaction: Transaction = {
      id,
      tx_ref: checkout.tx_ref,
      flw_ref: `SIM-${id}-${randomBytes(4).toString('hex').toUpperCase()}`,
      amount,
      charged_amount: amount,
      currency: paid.currency ?? checkout.currency,
      status: outcome === 'successful' ? 'successful' : 'failed',
      processor_response: processorResponses[outcome],
      payment_type: 'card',
      created_at: new Date().toISOString(),
      customer: {
        id: 200_000 + id,
        email: checkout.customer.email,
        name: checkout.customer.name ?? '',
        phone_number: checkout.customer.phonenumber ?? '',
      },
    };
    this.list.push(transaction);
    return transaction;
  }

  transaction(id: number): Transaction | undefined {
    return this.list.find((transaction) => transaction.id === id);
  }

  transactions(txRef?: string): Transaction[] {
    return this.list.filter((transaction) => txRef === undefined || transaction.tx_ref === txRef);
  }

  /** The checkout's address after it ends, with the provider's query parameters added. */
  static redirectFor(checkout: Checkout, transaction: Transaction | null): string {
    const url = new URL(checkout.redirect_url);
    url.searchParams.set('status', transaction ? transaction.status : 'cancelled');
    url.searchParams.set('tx_ref', checkout.tx_ref);
    if (transaction) url.searchParams.set('transaction_id', String(transaction.id));
    return url.href;
  }
}
