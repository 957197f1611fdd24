import type { Db } from '../../db/database.ts';
import type { MediaQuality } from '../../db/schema.ts';
import { findAssetFor, type MediaOwner } from './media-links.repository.ts';
import { type MeterKey, signMediaUrl } from './media-signing.ts';

export interface StreamAddress {
  assetId: string;
  /** Signed master playlist, e.g. `/media/s/<sig>/<expires>/<assetId>~data_saver/master.m3u8`. */
  url: string;
  /** The poster under the same grant. */
  posterUrl: string;
  expiresAt: Date;
  durationSeconds: number;
}

export interface StreamAddressOptions {
  /** The user's quality choice; `auto` (or none) lists the whole ladder. */
  quality?: MediaQuality | 'auto';
  /** How long the address lives; by default 4 hours or twice the title's length, whichever is longer. */
  ttlSeconds?: number;
  /** The address ends by this moment at the latest (the end of the package that grants the title). */
  notAfter?: Date;
  /** Counts the bytes sent under the address against this subscriber and viewing. */
  meter?: MeterKey;
}

/**
 * What the stream endpoints need from media: the signed address of the asset a title plays. Whether the
 * caller may watch the title (entitlement, country) is decided before asking.
 */
export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Undefined when the title has no ready media (yet). */
  async streamAddressFor(
    owner: MediaOwner,
    options: StreamAddressOptions = {},
  ): Promise<StreamAddress | undefined> {
    const asset = await findAssetFor(this.db, owner.kind, owner.id);
    if (!asset) return undefined;
    const now = this.clock();
    const wanted = options.ttlSeconds ?? Math.max(4 * 3600, Math.ceil(asset.durationSeconds * 2));
    const untilEnd = options.notAfter
      ? Math.floor((options.notAfter.getTime() - now.getTime()) / 1000)
      : Number.POSITIVE_INFINITY;
    const ttlSeconds = Math.min(wanted, untilEnd);
    const cap = options.quality === 'auto' ? undefined : options.quality;
    const url = signMediaUrl(asset.id, ttlSeconds, this.signingSecret, now, cap, options.meter);
    const expires = Number(url.split('/')[4]);
    return {
      assetId: asset.id,
      url,
      posterUrl: url.replace(/master\.m3u8$/, 'poster.webp'),
      expiresAt: new Date(expires * 1000),
      durationSeconds: asset.durationSeconds,
    };
  }
}
