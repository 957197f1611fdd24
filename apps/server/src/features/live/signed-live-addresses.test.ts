import { describe, expect, it } from 'vitest';
import { verifyLiveGrant } from './live-signing.ts';
import { SignedLiveAddresses } from './signed-live-addresses.ts';

const secret = 'a-secret-long-enough-for-the-tests';
const at = (iso: string) => new Date(iso);

function partsOf(url: string) {
  const [, , , sig = '', expires = '', grant = ''] = url.split('/');
  return { sig, expires, grant };
}

describe('SignedLiveAddresses', () => {
  it('hands out the very same address to everyone asking within one second', () => {
    const sut = new SignedLiveAddresses(secret);
    const first = sut.address('glo-news-24', 900, at('2026-11-25T10:00:00.100Z'));
    expect(sut.address('glo-news-24', 900, at('2026-11-25T10:00:00.900Z'))).toBe(first);
    expect(first.expires_at).toBe('2026-11-25T10:15:00.000Z');
    expect(verifyLiveGrant(partsOf(first.url), secret, at('2026-11-25T10:00:01Z')).ok).toBe(true);
  });

  it('signs a new address, expiring a second later, in the next second', () => {
    const sut = new SignedLiveAddresses(secret);
    const first = sut.address('glo-news-24', 900, at('2026-11-25T10:00:00.900Z'));
    const next = sut.address('glo-news-24', 900, at('2026-11-25T10:00:01.000Z'));
    expect(next.url).not.toBe(first.url);
    expect(next.expires_at).toBe('2026-11-25T10:15:01.000Z');
  });

  it('keeps apart the channels, the caps and a time to live cut short by a package', () => {
    const sut = new SignedLiveAddresses(secret);
    const now = at('2026-11-25T10:00:00Z');
    const full = sut.address('glo-news-24', 900, now);
    const capped = sut.address('glo-news-24', 900, now, 'data_saver');
    const short = sut.address('glo-news-24', 30, now);
    const other = sut.address('naija-business-live', 900, now);
    expect(new Set([full.url, capped.url, short.url, other.url]).size).toBe(4);
    expect(capped.url).toContain('/glo-news-24~data_saver/master.m3u8');
    expect(short.expires_at).toBe('2026-11-25T10:00:30.000Z');
    expect(other.url).toContain('/naija-business-live~all/master.m3u8');
  });
});

describe('programme addresses', () => {
  const window = { startsAt: at('2026-11-25T09:00:00Z'), endsAt: at('2026-11-25T10:00:00Z') };

  it('carry the programme window in the signed grant, and give it back when verified', () => {
    const sut = new SignedLiveAddresses(secret);
    const { url } = sut.address('glo-news-24', 900, at('2026-11-25T10:00:00Z'), 'standard', window);
    expect(url).toContain('/glo-news-24~standard~1795597200-1795600800/master.m3u8');
    const grant = verifyLiveGrant(partsOf(url), secret, at('2026-11-25T10:00:01Z'));
    expect(grant).toMatchObject({ ok: true, maxQuality: 'standard', window });
    expect(sut.address('glo-news-24', 900, at('2026-11-25T10:00:00Z'), 'standard').url).not.toBe(url);
  });

  it('refuse a window that ends before it starts, or is not two numbers', () => {
    const now = at('2026-11-25T10:00:01Z');
    for (const grant of ['glo-news-24~all~200-100', 'glo-news-24~all~x-100', 'glo-news-24~all~1-2~3']) {
      expect(verifyLiveGrant({ sig: 'x', expires: '9999999999', grant }, secret, now)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});
