import nodemailer from 'nodemailer';
import { DeliveryError } from './delivery-error.ts';

export interface MailAdapter {
  /** Sends one plain-text e-mail and resolves with its Message-ID. */
  send(mail: { to: string; subject: string; text: string }): Promise<string>;
  close(): void;
}

export interface MailAdapterOptions {
  /** smtp:// or smtps:// URL, credentials included when the server needs them. */
  smtpUrl: string | undefined;
  /** e.g. `GLO-TV <no-reply@glotv.local>`. */
  from: string;
  timeoutMs?: number;
}

export function createMailAdapter(options: MailAdapterOptions): MailAdapter {
  const { smtpUrl, from, timeoutMs = 10_000 } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl, { from }) : undefined;

  return {
    async send({ to, subject, text }) {
      if (!transport) throw new DeliveryError('email', 'SMTP_URL is not set');
      try {
        const info = await transport.sendMail({ to, subject, text, signal: AbortSignal.timeout(timeoutMs) });
        return info.messageId;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError('email', `SMTP delivery failed: ${reason}`, { cause: error });
      }
    },
    close() {
      transport?.close();
    },
  };
}
