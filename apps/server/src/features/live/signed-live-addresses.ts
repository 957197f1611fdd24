import type { MediaQuality } from '../../db/schema.ts';
import { liveGrantName, type ProgrammeWindow, signLiveUrl } from './live-signing.ts';

export interface LiveAddress {
  url: string;
  expires_at: string;
}

/**
 * The live addresses signed in the current second. An address is a function of the channel, the cap and its
 * expiry (a second plus a time to live), so every viewer asking for the same in the same second gets the same
 * one: it is signed, and its answer written, once per second instead of once per request. Nothing is kept past
 * its second.
 */
export class SignedLiveAddresses {
  private second = Number.NaN;
  private readonly addresses = new Map<string, LiveAddress>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 10_000,
  ) {}

  address(
    channelUid: string,
    ttlSeconds: number,
    now: Date,
    cap?: MediaQuality,
    window?: ProgrammeWindow,
  ): LiveAddress {
    const second = Math.floor(now.getTime() / 1000);
    if (second !== this.second || this.addresses.size >= this.maxEntries) {
      this.addresses.clear();
      this.second = second;
    }
    const key = `${Math.max(0, Math.floor(ttlSeconds))}|${liveGrantName(channelUid, cap, window)}`;
    let address = this.addresses.get(key);
    if (!address) {
      const { url, expires } = signLiveUrl(channelUid, ttlSeconds, this.secret, now, cap, window);
      address = Object.freeze({ url, expires_at: new Date(expires * 1000).toISOString() });
      this.addresses.set(key, address);
    }
    return address;
  }
}
