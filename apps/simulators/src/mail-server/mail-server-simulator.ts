import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { parseMail } from './parse-mail.ts';

export interface MailRecord {
  id: string;
  /** The SMTP envelope: who the server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  text: string;
  receivedAt: Date;
}

export interface MailServerSimulator {
  /** e.g. smtp://127.0.0.1:41234, ready for nodemailer.createTransport(url). */
  url: string;
  close(): Promise<void>;
  /** What the server accepted, oldest first; only mail whose envelope names `to` (any case) when given. */
  messages(to?: string): MailRecord[];
}

const maxMessageBytes = 1024 * 1024;

/** A real SMTP server on 127.0.0.1 that accepts any login (or none) and keeps every message in memory. */
export async function startMailServerSimulator(
  options: { port?: number } = {},
): Promise<MailServerSimulator> {
  const received: MailRecord[] = [];
  const server = new SMTPServer({
    banner: 'GLO-TV mail server simulator',
    // Plain SMTP only: nodemailer would otherwise upgrade to TLS and refuse the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: maxMessageBytes,
    closeTimeout: 500,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      readMessage(stream, session)
        .then((record) => {
          received.push(record);
          callback(null, `Queued as ${record.id}`);
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    messages(to) {
      const wanted = to?.toLowerCase();
      return received
        .filter((record) => wanted === undefined || record.envelope.to.includes(wanted))
        .map((record) => ({ ...record, envelope: { ...record.envelope, to: [...record.envelope.to] } }));
    },
  };
}

async function readMessage(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<MailRecord> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded)
    throw Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
  const { mailFrom, rcptTo } = session.envelope;
  return {
    id: randomUUID(),
    envelope: {
      from: mailFrom ? mailFrom.address : '',
      to: rcptTo.map((recipient) => recipient.address.toLowerCase()),
    },
    ...parseMail(Buffer.concat(chunks)),
    receivedAt: new Date(),
  };
}
