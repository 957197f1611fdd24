import { describe, expect, it } from 'vitest';
import { hasSignedInMarker } from './signed-in-marker.ts';

describe('hasSignedInMarker', () => {
  it('finds the marker among other cookies', () => {
    expect(hasSignedInMarker('lang=pt; glotv_signed_in=1; theme=dark')).toBe(true);
    expect(hasSignedInMarker('glotv_signed_in=1')).toBe(true);
  });

  it('is false with no cookies, a cleared marker or a lookalike name', () => {
    expect(hasSignedInMarker('')).toBe(false);
    expect(hasSignedInMarker('glotv_signed_in=')).toBe(false);
    expect(hasSignedInMarker('x_glotv_signed_in=1')).toBe(false);
  });
});
