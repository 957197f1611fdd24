import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import gb from '../../../locales/gb.json';
import pt from '../../../locales/pt.json';
import { closesByItself, outcomeOfStatus, purchaseFailureOf } from './purchase-outcome.ts';

const apiError = (status: number, code?: ApiError['code'], message = 'x') =>
  new ApiError(status, code, message, undefined);
const paid = { cancelled: false };
const cancelled = { cancelled: true };
const messageOf = (error: unknown, context = paid) => {
  const outcome = purchaseFailureOf(error, context);
  return outcome.kind === 'failed' ? outcome.message : outcome.kind;
};

describe('what a failed purchase says', () => {
  it("insufficient funds is 'Insufficient funds'", () => {
    expect(messageOf(apiError(402, 'insufficient_funds'))).toBe('errors.insufficientFunds');
  });

  it('too many purchase calls from one address is the rate-limit message, in the catalog of both languages', () => {
    expect(messageOf(apiError(429, 'rate_limited'))).toBe('errors.rateLimited');
    expect(gb.errors.rateLimited).toBeTruthy();
    expect(pt.errors.rateLimited).toBeTruthy();
  });

  it("a paid purchase that cannot be activated is 'Activation Incomplete. Call Support.', with the server's words", () => {
    expect(purchaseFailureOf(apiError(409, 'activation_incomplete', 'amount too low'), paid)).toEqual({
      kind: 'failed',
      message: 'payment.activationIncomplete',
      details: 'amount too low',
    });
  });

  it("any other refusal is 'Transaction failed'", () => {
    for (const error of [
      apiError(402, 'transaction_failed'),
      apiError(403, 'payment_method_not_allowed'),
      apiError(503, 'payment_unavailable'),
      apiError(404, 'not_found'),
      apiError(400, 'validation_failed'),
      apiError(500),
      new Error('unexpected'),
    ]) {
      expect(messageOf(error)).toBe('payment.transactionFailed');
    }
  });

  it('a failure after a cancelled checkout reads as the transaction-failure text', () => {
    expect(messageOf(apiError(402, 'transaction_failed'), cancelled)).toBe('errors.transactionFailure');
  });

  it('no answer at all is the connection error', () => {
    expect(messageOf(new NetworkError('offline'))).toBe('errors.connection');
  });
});

describe("a purchase's status", () => {
  it('active is done, pending and paid are not settled yet', () => {
    expect(outcomeOfStatus('active', paid)).toEqual({ kind: 'activated' });
    expect(outcomeOfStatus('pending', paid)).toBeNull();
    expect(outcomeOfStatus('paid', paid)).toBeNull();
  });

  it('failed and abandoned fail the transaction; activation_failed asks to call support', () => {
    expect(outcomeOfStatus('failed', paid)).toMatchObject({ message: 'payment.transactionFailed' });
    expect(outcomeOfStatus('abandoned', cancelled)).toMatchObject({ message: 'errors.transactionFailure' });
    expect(outcomeOfStatus('activation_failed', paid)).toMatchObject({
      message: 'payment.activationIncomplete',
    });
  });
});

describe('closing by itself', () => {
  it("only 'Transaction failed' closes by itself", () => {
    expect(closesByItself({ kind: 'failed', message: 'payment.transactionFailed', details: '' })).toBe(true);
    expect(closesByItself({ kind: 'failed', message: 'errors.insufficientFunds', details: '' })).toBe(false);
    expect(closesByItself({ kind: 'activated' })).toBe(false);
    expect(closesByItself({ kind: 'pending' })).toBe(false);
  });
});
