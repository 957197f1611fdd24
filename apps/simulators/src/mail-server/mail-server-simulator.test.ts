import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailServerSimulator, startMailServerSimulator } from './mail-server-simulator.ts';

let sut: MailServerSimulator;
beforeAll(async () => {
  sut = await startMailServerSimulator();
});
afterAll(() => sut.close());

/** Speaks SMTP one command at a time, as a minimal client would, and returns every reply's status code. */
async function smtpDialogue(url: string, commands: string[]): Promise<number[]> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.setEncoding('utf8');
  let pending = '';
  const waiting: Array<(code: number) => void> = [];
  socket.on('data', (data: string) => {
    pending += data;
    // The last line of a reply has a space after its code; the lines before it have a hyphen.
    const lastLine = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(pending);
    if (!lastLine) return;
    pending = '';
    waiting.shift()?.(Number(lastLine[1]));
  });
  const nextCode = () => new Promise<number>((resolve) => waiting.push(resolve));

  const codes = [await nextCode()];
  for (const command of commands) {
    const code = nextCode();
    socket.write(`${command}\r\n`);
    codes.push(await code);
  }
  socket.end();
  return codes;
}

describe('the mail server simulator', () => {
  it('accepts a message over plain SMTP and keeps its envelope, headers and text', async () => {
    const message = [
      'From: GLO-TV <no-reply@glotv.local>',
      'To: Ada <Ada@Example.com>',
      'Subject: Your GLO-TV code',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your code is 123456.',
      '..a line that starts with a dot',
      '.',
    ].join('\r\n');

    const codes = await smtpDialogue(sut.url, [
      'EHLO client.test',
      'MAIL FROM:<no-reply@glotv.local>',
      'RCPT TO:<Ada@Example.com>',
      'DATA',
      message,
      'QUIT',
    ]);

    expect(codes).toEqual([220, 250, 250, 250, 354, 250, 221]);
    expect(sut.messages('ada@example.com')).toEqual([
      {
        id: expect.any(String),
        envelope: { from: 'no-reply@glotv.local', to: ['ada@example.com'] },
        from: 'GLO-TV <no-reply@glotv.local>',
        to: 'Ada <Ada@Example.com>',
        subject: 'Your GLO-TV code',
        text: 'Your code is 123456.\n.a line that starts with a dot',
        receivedAt: expect.any(Date),
      },
    ]);
  });

  it('accepts any login', async () => {
    const credentials = Buffer.from('\0anyone\0anything').toString('base64');
    const codes = await smtpDialogue(sut.url, ['EHLO client.test', `AUTH PLAIN ${credentials}`, 'QUIT']);
    expect(codes).toEqual([220, 250, 235, 221]);
  });

  it('lists nothing for a recipient it never received mail for', () => {
    expect(sut.messages('nobody@example.com')).toEqual([]);
  });
});
