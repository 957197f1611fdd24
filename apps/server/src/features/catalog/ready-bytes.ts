import zlib from 'node:zlib';

/** The codings the portal sends JSON in, in the order it prefers them (as `@fastify/compress` in app.ts). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Below this, compression costs more than it saves (the threshold `@fastify/compress` uses in app.ts). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Browsers send a handful of Accept-Encoding texts: each is read once (bounded, in case of junk). */
const codingsByHeader = new Map<string, ContentCoding>();

/** The coding to answer in, from Accept-Encoding: br, else gzip, else none; `q=0` refuses a coding. */
export function negotiatedCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let coding = codingsByHeader.get(acceptEncoding);
  if (!coding) {
    coding = codingOf(acceptEncoding);
    if (codingsByHeader.size >= 1000) codingsByHeader.clear();
    codingsByHeader.set(acceptEncoding, coding);
  }
  return coding;
}

function codingOf(acceptEncoding: string): ContentCoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** How hard to compress: once for many answers (the best ratio), or for a few (quick). */
interface Compression {
  brotli: Record<number, number>;
  gzipLevel: number;
}

/**
 * Brotli 4 with a 256 kB window instead of the default 4 MB: the encoder each answer starts is far cheaper, and the
 * answers compressed per request are small. `@fastify/compress` uses it too (app.ts).
 */
export const QUICK_BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};
const quick: Compression = { brotli: QUICK_BROTLI_PARAMS, gzipLevel: 6 };
const best: Compression = { brotli: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 }, gzipLevel: 9 };

/** `json` in `coding`, and the coding it is really in (identity when too small to compress). */
function encoded(
  json: Buffer,
  coding: ContentCoding,
  how: Compression,
): { coding: ContentCoding; bytes: Buffer } {
  if (coding === 'identity' || json.length < COMPRESSION_THRESHOLD_BYTES) {
    return { coding: 'identity', bytes: json };
  }
  const bytes =
    coding === 'br'
      ? zlib.brotliCompressSync(json, {
          params: { ...how.brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
        })
      : zlib.gzipSync(json, { level: how.gzipLevel });
  return { coding, bytes };
}

/**
 * One cached answer's bytes on the wire: serialised once, compressed once per coding, kept as long as the
 * cached body is (an invalidation drops both). Compressing once for many answers affords the best ratio.
 */
export class ReadyBytes {
  private json: Buffer | undefined;
  private readonly encoded = new Map<ContentCoding, { coding: ContentCoding; bytes: Buffer }>();

  constructor(
    private readonly body: unknown,
    private readonly how: Compression = best,
  ) {}

  /** JSON already written, for an answer sent a few times rather than many: compressed at the quick setting. */
  static ofJson(json: string): ReadyBytes {
    const ready = new ReadyBytes(undefined, quick);
    ready.json = Buffer.from(json);
    return ready;
  }

  /** The bytes in `coding`, and the coding they are really in (identity when too small to compress). */
  bytes(
    coding: ContentCoding,
    serialise: (body: unknown) => string,
  ): { coding: ContentCoding; bytes: Buffer } {
    this.json ??= Buffer.from(serialise(this.body));
    let answer = this.encoded.get(coding);
    if (!answer) {
      answer = encoded(this.json, coding, this.how);
      this.encoded.set(coding, answer);
    }
    return answer;
  }
}
