import { randomInt } from 'node:crypto';

export interface BssCustomer {
  userId: string;
  username: string;
  /** Kept in clear because this is a test double: tests check what the portal sent. */
  password: string;
  firstName: string;
  lastName: string;
  entity: string;
  email: string;
  mobilePhone: string;
  addressTypeCode: string;
  country: string;
  createdAt: Date;
}

export type NewBssCustomer = Omit<BssCustomer, 'userId' | 'createdAt'>;

interface PendingOtp {
  code: string;
  expiresAt: number;
  wrongTries: number;
}

const otpLifetimeMs = 10 * 60_000;
const maxWrongTries = 5;

/** The billing system's memory: customers by USERNAME and one pending OTP per destination. */
export class BillingSystemStore {
  private readonly customersByUsername = new Map<string, BssCustomer>();
  private readonly otps = new Map<string, PendingOtp>();
  private readonly lastCodes = new Map<string, string>();
  private nextUserId = 700_000_001;

  /** Idempotent on USERNAME: a repeat returns the customer already created, unchanged. */
  createCustomer(input: NewBssCustomer): BssCustomer {
    const existing = this.customersByUsername.get(input.username);
    if (existing) return existing;
    const customer: BssCustomer = { ...input, userId: String(this.nextUserId++), createdAt: new Date() };
    this.customersByUsername.set(customer.username, customer);
    return customer;
  }

  findCustomer(key: 'USERID' | 'USERNAME' | 'MOBILEPHONE' | 'EMAIL', value: string): BssCustomer | undefined {
    const wanted = key === 'EMAIL' ? value.toLowerCase() : value;
    return this.list().find((customer) => {
      if (key === 'USERID') return customer.userId === wanted;
      if (key === 'USERNAME') return customer.username === wanted;
      if (key === 'MOBILEPHONE') return customer.mobilePhone === wanted;
      return customer.email.toLowerCase() === wanted;
    });
  }

  setPassword(userId: string, password: string): void {
    const customer = this.findCustomer('USERID', userId);
    if (customer) customer.password = password;
  }

  list(): BssCustomer[] {
    return [...this.customersByUsername.values()];
  }

  /** A new 6-digit code, or the pending one again when `keepPending` and it has not expired. */
  issueOtp(destination: string, keepPending: boolean, now = Date.now()): string {
    const pending = this.otps.get(destination);
    const code =
      keepPending && pending && pending.expiresAt > now
        ? pending.code
        : String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.otps.set(destination, { code, expiresAt: now + otpLifetimeMs, wrongTries: 0 });
    this.lastCodes.set(destination, code);
    return code;
  }

  hasPendingOtp(destination: string, now = Date.now()): boolean {
    const pending = this.otps.get(destination);
    return pending !== undefined && pending.expiresAt > now;
  }

  /** True once per issued code; wrong tries are bounded, after which the code is void. */
  checkOtp(destination: string, code: string, now = Date.now()): boolean {
    const pending = this.otps.get(destination);
    if (!pending || pending.expiresAt <= now) return false;
    if (pending.code === code) {
      this.otps.delete(destination);
      return true;
    }
    pending.wrongTries += 1;
    if (pending.wrongTries >= maxWrongTries) this.otps.delete(destination);
    return false;
  }

  lastOtp(destination: string): string | undefined {
    return this.lastCodes.get(destination);
  }
}
