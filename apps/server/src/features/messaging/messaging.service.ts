import { AppError } from '../../errors/app-error.ts';
import type { CallLog, LoggedTo } from '../../lib/logged-calls.ts';
import type { MailAdapter } from './mail.adapter.ts';
import type { MessagesRepository } from './messages.repository.ts';
import type { SmsAdapter } from './sms.adapter.ts';

export type OutgoingMessage =
  | { channel: 'sms' /** E.164, e.g. +2348051234567 */; to: string; text: string }
  | { channel: 'email'; to: string; subject: string; text: string };

export interface Messaging {
  /**
   * Delivers and records one message; throws AppError `not_ready` when the provider refuses it. The provider's
   * call and a failure are logged to `log` (a route's `request.log`), else to the app's logger.
   */
  send(message: OutgoingMessage, log?: CallLog): Promise<void>;
}

export interface MessagingDependencies {
  sms: LoggedTo<SmsAdapter>;
  mail: LoggedTo<MailAdapter>;
  messages: MessagesRepository;
  /** Texts carry OTPs, so they are kept (for /dev/outbox) only outside production. */
  keepContent: boolean;
  log: CallLog;
}

const e164 = /^\+[1-9]\d{7,14}$/;

export function createMessagingService(deps: MessagingDependencies): Messaging {
  return {
    async send(message, log = deps.log) {
      if (message.channel === 'sms' && !e164.test(message.to)) {
        throw new TypeError('An SMS recipient must be an E.164 number such as +2348051234567');
      }
      const record = {
        channel: message.channel,
        recipient: message.to,
        subject: deps.keepContent && message.channel === 'email' ? message.subject : null,
        body: deps.keepContent ? message.text : null,
      };

      let providerMessageId: string;
      try {
        providerMessageId = await deliver(deps, message, log);
      } catch (error) {
        log.warn({ err: error, channel: message.channel }, 'message delivery failed');
        await deps.messages.record({ ...record, status: 'failed', error: describe(error) });
        throw new AppError('not_ready', 'We could not send the message. Please try again.');
      }
      await deps.messages.record({ ...record, status: 'sent', provider_message_id: providerMessageId });
    },
  };
}

function deliver({ sms, mail }: MessagingDependencies, message: OutgoingMessage, log: CallLog) {
  return message.channel === 'sms'
    ? sms(log).send({ to: message.to, text: message.text })
    : mail(log).send({ to: message.to, subject: message.subject, text: message.text });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
