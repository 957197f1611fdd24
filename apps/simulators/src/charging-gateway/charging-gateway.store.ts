export type Behaviour = 'normal' | 'refuse' | 'lose_answer' | 'drop_request' | 'slow';

export interface ChargeRecord {
  reference: string;
  status: 'successful' | 'failed';
  reason?: 'INSUFFICIENT_FUNDS' | 'SUBSCRIBER_BARRED';
  transaction_id?: string;
  msisdn: string;
  amount_kobo: number;
  balance_kobo: number;
  rate_code: string;
  plan_code: string;
  charged_at: string;
}

export interface SubscriberState {
  msisdn: string;
  balance_kobo: number;
  behaviour: Behaviour;
  delay_ms: number;
}

/** ₦5,000 of airtime for a number the gateway has not seen before. */
export const DEFAULT_BALANCE_KOBO = 500_000;

/**
 * Numbers with a known state from the start, for trying every outcome by hand: 08050000001 has no airtime,
 * 08050000002 is barred, 08050000003 loses the gateway's answers, 08050000004 has plenty.
 */
export const demoChargingNumbers: Record<string, Partial<Omit<SubscriberState, 'msisdn'>>> = {
  '2348050000001': { balance_kobo: 0 },
  '2348050000002': { behaviour: 'refuse' },
  '2348050000003': { behaviour: 'lose_answer' },
  '2348050000004': { balance_kobo: 100_000_000 },
};

/** Balances and the charges made under each reference, in memory. */
export class ChargingGatewayStore {
  private readonly subscribers = new Map<string, SubscriberState>();
  private readonly records: ChargeRecord[] = [];
  private serial = 0;

  constructor() {
    for (const [msisdn, state] of Object.entries(demoChargingNumbers)) this.set(msisdn, state);
  }

  subscriber(msisdn: string): SubscriberState {
    let state = this.subscribers.get(msisdn);
    if (!state) {
      state = { msisdn, balance_kobo: DEFAULT_BALANCE_KOBO, behaviour: 'normal', delay_ms: 10_000 };
      this.subscribers.set(msisdn, state);
    }
    return state;
  }

  set(msisdn: string, change: Partial<Omit<SubscriberState, 'msisdn'>>): SubscriberState {
    const state = this.subscriber(msisdn);
    Object.assign(
      state,
      Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
    );
    return { ...state };
  }

  byReference(reference: string): ChargeRecord | undefined {
    return this.records.find((record) => record.reference === reference);
  }

  charges(filter: { reference?: string; msisdn?: string } = {}): ChargeRecord[] {
    return this.records
      .filter((record) => filter.reference === undefined || record.reference === filter.reference)
      .filter((record) => filter.msisdn === undefined || record.msisdn === filter.msisdn)
      .map((record) => ({ ...record }));
  }

  /** Charges the number, or records why not. */
  charge(request: {
    reference: string;
    msisdn: string;
    amount_kobo: number;
    rate_code: string;
    plan_code: string;
  }): ChargeRecord {
    const state = this.subscriber(request.msisdn);
    const base = {
      reference: request.reference,
      msisdn: request.msisdn,
      amount_kobo: request.amount_kobo,
      rate_code: request.rate_code,
      plan_code: request.plan_code,
      charged_at: new Date().toISOString(),
    };
    let record: ChargeRecord;
    if (state.behaviour === 'refuse') {
      record = { ...base, status: 'failed', reason: 'SUBSCRIBER_BARRED', balance_kobo: state.balance_kobo };
    } else if (state.balance_kobo < request.amount_kobo) {
      record = { ...base, status: 'failed', reason: 'INSUFFICIENT_FUNDS', balance_kobo: state.balance_kobo };
    } else {
      state.balance_kobo -= request.amount_kobo;
      this.serial += 1;
      record = {
        ...base,
        status: 'successful',
        transaction_id: `CG${String(this.serial).padStart(8, '0')}`,
        balance_kobo: state.balance_kobo,
      };
    }
    this.records.push(record);
    return { ...record };
  }
}
