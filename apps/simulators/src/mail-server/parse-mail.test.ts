import { describe, expect, it } from 'vitest';
import { parseMail } from './parse-mail.ts';

const mail = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

describe('parseMail', () => {
  it('unfolds headers and decodes encoded-word subjects', () => {
    const sut = parseMail(
      mail([
        'From: a@example.com',
        'To: b@example.com,',
        ' c@example.com',
        'Subject: =?UTF-8?Q?C=C3=B3digo?= =?UTF-8?B?IEdMTw==?=',
        '',
        'x',
      ]),
    );
    expect(sut).toMatchObject({ to: 'b@example.com, c@example.com', subject: 'Código GLO' });
  });

  it('decodes a quoted-printable body with soft line breaks', () => {
    const sut = parseMail(
      mail([
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Ol=C3=A1, your code=',
        ' is 123456',
        '',
      ]),
    );
    expect(sut.text).toBe('Olá, your code is 123456');
  });

  it('decodes a base64 body', () => {
    const encoded = Buffer.from('Código: 654321\r\n').toString('base64');
    const sut = parseMail(mail(['Content-Transfer-Encoding: base64', '', encoded]));
    expect(sut.text).toBe('Código: 654321');
  });
});
