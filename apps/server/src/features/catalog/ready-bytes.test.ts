import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiatedCoding, ReadyBytes } from './ready-bytes.ts';

describe('negotiatedCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('answers %s with %s', (header, coding) => {
    expect(negotiatedCoding(header)).toBe(coding);
  });
});

describe('ReadyBytes', () => {
  const body = { data: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Title ${index}` })) };

  it('serialises once and compresses once per coding, to bytes that decode to the same JSON', () => {
    let serialised = 0;
    const serialise = (value: unknown) => {
      serialised++;
      return JSON.stringify(value);
    };
    const ready = new ReadyBytes(body);
    const br = ready.bytes('br', serialise);
    const gzip = ready.bytes('gzip', serialise);
    const identity = ready.bytes('identity', serialise);
    expect(ready.bytes('br', serialise).bytes).toBe(br.bytes);
    expect(serialised).toBe(1);
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(body);
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString())).toEqual(body);
    expect(JSON.parse(identity.bytes.toString())).toEqual(body);
    expect([br.coding, gzip.coding, identity.coding]).toEqual(['br', 'gzip', 'identity']);
  });

  it('leaves a small answer uncompressed', () => {
    expect(new ReadyBytes({ data: [] }).bytes('br', JSON.stringify)).toEqual({
      coding: 'identity',
      bytes: Buffer.from('{"data":[]}'),
    });
  });
});
