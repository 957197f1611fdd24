import type { MessageChannel } from '@glotv/contracts/outbox';

/** A message the SMS gateway or the mail server did not accept. Its message never holds the text sent. */
export class DeliveryError extends Error {
  constructor(
    readonly channel: MessageChannel,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}
