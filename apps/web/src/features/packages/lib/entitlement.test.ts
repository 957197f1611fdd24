import { describe, expect, it } from 'vitest';
import { entitlementPrompt } from './entitlement.ts';

describe('entitlement prompt', () => {
  it('lets bought content through inside Nigeria', () => {
    expect(entitlementPrompt({ outsideNigeria: false, entitled: true, isGloUser: true })).toBeNull();
    expect(entitlementPrompt({ outsideNigeria: false, entitled: true, isGloUser: false })).toBeNull();
  });

  it('asks a Glo subscriber for a data bundle and anyone else for an access pack', () => {
    expect(entitlementPrompt({ outsideNigeria: false, entitled: false, isGloUser: true })).toBe('dataBundle');
    expect(entitlementPrompt({ outsideNigeria: false, entitled: false, isGloUser: false })).toBe(
      'accessPack',
    );
  });

  it('shows the Nigeria-only alert outside Nigeria, bought or not', () => {
    for (const entitled of [true, false])
      for (const isGloUser of [true, false])
        expect(entitlementPrompt({ outsideNigeria: true, entitled, isGloUser })).toBe('outsideNigeria');
  });
});
