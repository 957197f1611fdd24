export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Just enough RFC 5322 for the portal's own plain-text mail: unfolded headers, encoded-word subjects and a
 * single-part body in 7bit, 8bit, quoted-printable or base64. Multipart bodies are kept undecoded.
 */
export function parseMail(raw: Buffer): ParsedMail {
  const source = raw.toString('latin1');
  const separator = /\r?\n\r?\n/.exec(source);
  const headers = parseHeaders(separator ? source.slice(0, separator.index) : source);
  const body = separator ? source.slice(separator.index + separator[0].length) : '';
  const header = (name: string) => decodeWords(headers.get(name) ?? '');

  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: decodeBody(body, headers),
  };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** `body` holds the raw bytes as latin1 characters, one per byte. */
function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = /charset="?([^";\s]+)"?/i.exec(headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(softBreaksRemoved.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Votre_c=C3=B3digo?=`; adjacent words join without the space. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(word, (_match, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset);
    });
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}
