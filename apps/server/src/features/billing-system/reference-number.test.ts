import { describe, expect, it } from 'vitest';
import { createReferenceNo } from './reference-number.ts';

describe('createReferenceNo', () => {
  it('is GLOTV, the Lagos time to the millisecond, then 4 digits', () => {
    const sut = createReferenceNo(new Date('2026-01-31T23:59:01.042Z'));

    expect(sut).toMatch(/^GLOTV20260201005901042\d{4}$/);
  });

  it('differs between calls in the same millisecond', () => {
    const now = new Date();
    const references = new Set(Array.from({ length: 20 }, () => createReferenceNo(now)));

    expect(references.size).toBeGreaterThan(1);
  });
});
