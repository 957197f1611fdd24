import { describe, expect, it } from 'vitest';
import { viewingOf } from './viewing-of.ts';

describe('viewingOf', () => {
  it('reads the viewing from a metered address and nothing from an unmetered one', () => {
    const asset = '0b5c1f7e-3c1a-4f5e-9d1b-2a7e6f0c9d11';
    expect(viewingOf(`/media/s/sig/1/${asset}~standard~m.12.0123456789abcdef/master.m3u8`)).toBe(
      '0123456789abcdef',
    );
    expect(viewingOf(`/media/s/sig/1/${asset}/master.m3u8`)).toBeUndefined();
  });
});
