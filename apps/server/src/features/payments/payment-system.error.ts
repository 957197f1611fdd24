/** A payment system (charging gateway, card provider) did not answer usably: down, slow or garbled. */
export class PaymentSystemUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentSystemUnavailableError';
  }
}

/** The part of a failure that is safe to keep and log: never a credential. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 300);
}
