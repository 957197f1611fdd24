import { describe, expect, it } from 'vitest';
import {
  mediaSignature,
  meterKeyOfPath,
  signMediaUrl,
  verifyMediaGrant,
  verifyMediaPath,
} from './media-signing.ts';

const secret = 'glotv-test-secret-that-is-long-enough-123';
const assetId = '0b5c1f7e-3c1a-4f5e-9d1b-2a7e6f0c9d11';
const otherAssetId = '7d0e4c55-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
const now = new Date('2026-11-23T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('media signing', () => {
  it('computes the signature nginx secure_link_md5 "$expires/$asset $secret" expects (base64url, no padding)', () => {
    // Reference values from: echo -n "<expires>/<asset> <secret>" | openssl md5 -binary | base64 | tr +/ -_ | tr -d =
    expect(mediaSignature(2147483647, assetId, secret)).toBe('QbU8va2UIZasEA9DMpO-Eg');
    expect(mediaSignature(2147483647, `${assetId}~data_saver`, secret)).toBe('7cWIugd2qKffKaemP0v0aA');
  });

  it('signs the master playlist of an asset folder, expiring ttl seconds from now', () => {
    const url = signMediaUrl(assetId, 3600, secret, now);
    const expires = nowSeconds + 3600;
    expect(url).toBe(
      `/media/s/${mediaSignature(expires, assetId, secret)}/${expires}/${assetId}/master.m3u8`,
    );
  });

  it('puts a quality cap inside the signed folder name', () => {
    const url = signMediaUrl(assetId, 60, secret, now, 'data_saver');
    expect(url).toMatch(new RegExp(`/${assetId}~data_saver/master\\.m3u8$`));
    expect(verifyMediaPath(url, secret, now)).toMatchObject({ ok: true, assetId, maxQuality: 'data_saver' });
  });

  it('grants every file under the signed folder, not only the master playlist', () => {
    const base = signMediaUrl(assetId, 60, secret, now).replace(/master\.m3u8$/, '');
    const grant = verifyMediaPath(`${base}standard/seg_00001.m4s`, secret, now);
    expect(grant).toEqual({
      ok: true,
      assetId,
      maxQuality: undefined,
      expires: nowSeconds + 60,
      file: 'standard/seg_00001.m4s',
    });
  });

  it('accepts an address up to its expiry second and refuses it after, as nginx does', () => {
    const url = signMediaUrl(assetId, 60, secret, now);
    expect(verifyMediaPath(url, secret, new Date((nowSeconds + 60) * 1000)).ok).toBe(true);
    expect(verifyMediaPath(url, secret, new Date((nowSeconds + 61) * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses an altered signature, expiry, cap or another asset', () => {
    const url = signMediaUrl(assetId, 60, secret, now, 'data_saver');
    const [, , , sig = '', expires = ''] = url.split('/');
    const altered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = { ok: false, reason: 'bad_signature' };
    expect(verifyMediaGrant({ sig: altered, expires, asset: `${assetId}~data_saver` }, secret, now)).toEqual(
      refused,
    );
    expect(
      verifyMediaGrant(
        { sig, expires: String(Number(expires) + 1), asset: `${assetId}~data_saver` },
        secret,
        now,
      ),
    ).toEqual(refused);
    expect(verifyMediaGrant({ sig, expires, asset: `${assetId}~best` }, secret, now)).toEqual(refused);
    expect(verifyMediaGrant({ sig, expires, asset: assetId }, secret, now)).toEqual(refused);
    expect(verifyMediaGrant({ sig, expires, asset: `${otherAssetId}~data_saver` }, secret, now)).toEqual(
      refused,
    );
    expect(verifyMediaPath(url, 'another-secret-of-thirty-two-characters', now)).toEqual(refused);
  });

  it('refuses addresses that are not of the scheme at all', () => {
    const sig = mediaSignature(nowSeconds + 60, assetId, secret);
    for (const asset of ['../etc', `${assetId}~ultra`, `${assetId}~data_saver~best`, assetId.toUpperCase()]) {
      expect(verifyMediaGrant({ sig, expires: String(nowSeconds + 60), asset }, secret, now)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect(verifyMediaGrant({ sig, expires: '-5', asset: assetId }, secret, now).ok).toBe(false);
    expect(verifyMediaPath('/media/s/only/three/parts', secret, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('signs the meter part naming the subscriber and viewing, which cannot be moved to another subscriber', () => {
    const meter = { subscriberId: '42', viewingId: '0123456789abcdef' };
    const url = signMediaUrl(assetId, 60, secret, now, 'standard', meter);
    expect(url).toMatch(new RegExp(`/${assetId}~standard~m\\.42\\.0123456789abcdef/master\\.m3u8$`));
    expect(verifyMediaPath(url, secret, now)).toMatchObject({ ok: true, maxQuality: 'standard', meter });
    expect(meterKeyOfPath(url)).toEqual(meter);
    expect(verifyMediaPath(url.replace('~m.42.', '~m.43.'), secret, now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyMediaPath(url.replace('~m.42.', '~m.x.'), secret, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
