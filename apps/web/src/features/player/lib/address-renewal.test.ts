import { describe, expect, it } from 'vitest';
import { grantNameOf, RENEW_BEFORE_MS, renewalDelayMs, withNewestGrant } from './address-renewal.ts';

const asset = '3f1c2a4e-1111-4a2b-9c3d-0123456789ab';
const first = `/media/s/oldSig/1700000900/${asset}~standard/master.m3u8`;
const renewed = `/media/s/newSig/1700001800/${asset}~standard/master.m3u8`;

describe('renewalDelayMs', () => {
  it('asks two minutes before a 15-minute address expires', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(renewalDelayMs('2026-11-24T10:15:00Z', now)).toBe(15 * 60_000 - RENEW_BEFORE_MS);
  });

  it('asks at half the remaining time when less is left, and never in a tight loop', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(renewalDelayMs('2026-11-24T10:01:00Z', now)).toBe(30_000);
    expect(renewalDelayMs('2026-11-24T09:59:00Z', now)).toBe(5_000);
    expect(renewalDelayMs('not a date', now)).toBe(5_000);
  });
});

describe('withNewestGrant', () => {
  it('moves a playlist or segment request of the same grant to the newest signature and expiry', () => {
    expect(
      withNewestGrant(
        `https://tv.example.ng/media/s/oldSig/1700000900/${asset}~standard/standard/seg_00042.m4s`,
        renewed,
      ),
    ).toBe(`https://tv.example.ng/media/s/newSig/1700001800/${asset}~standard/standard/seg_00042.m4s`);
    expect(withNewestGrant(first, renewed)).toBe(renewed);
    const live = '/live/s/a/1/glo-news-24~all/data_saver/index.m3u8';
    expect(withNewestGrant(live, '/live/s/b/2/glo-news-24~all/master.m3u8')).toBe(
      '/live/s/b/2/glo-news-24~all/data_saver/index.m3u8',
    );
  });

  it('leaves requests of another grant as they are: another asset, another cap, live against media', () => {
    const other = '/media/s/x/1700000000/4a1c2a4e-1111-4a2b-9c3d-0123456789ab/high/seg_00001.m4s';
    expect(withNewestGrant(other, renewed)).toBe(other);
    const otherCap = `/media/s/oldSig/1700000900/${asset}~high/high/seg_00001.m4s`;
    expect(withNewestGrant(otherCap, renewed)).toBe(otherCap);
    const live = `/live/s/a/1/${asset}~standard/master.m3u8`;
    expect(withNewestGrant(live, renewed)).toBe(live);
    expect(withNewestGrant('https://cdn.example/other.m3u8', renewed)).toBe('https://cdn.example/other.m3u8');
  });
});

describe('grantNameOf', () => {
  it('is the same across a renewal and differs with the cap', () => {
    expect(grantNameOf(first)).toBe(grantNameOf(renewed));
    expect(grantNameOf(first)).not.toBe(grantNameOf(renewed.replace('~standard', '~high')));
    expect(grantNameOf('/elsewhere.m3u8')).toBeNull();
  });
});
