import type { FastifyInstance } from 'fastify';
import type { MediaQuality } from '../../db/schema.ts';
import type { MediaOwner } from '../media/media.plugin.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { mediaDirOf } from '../media/media-paths.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';

/** A ready (fake) asset linked to `owner`, so the owner has media to play; answers the asset id. */
export async function givePlayableMedia(
  app: FastifyInstance,
  owner: MediaOwner,
  qualities: MediaQuality[] = ['data_saver', 'standard', 'high'],
): Promise<string> {
  const { assetId } = await createFakeAsset(app.db, mediaDirOf(app.config.dataDir), qualities);
  await linkAsset(app.db, owner, assetId);
  return assetId;
}

/** Fetches a signed master playlist through the app and answers its variants' playlist paths. */
export async function masterVariantsAt(app: FastifyInstance, url: string): Promise<string[]> {
  const response = await app.inject({ url });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return parseMasterPlaylist(response.body).variants.map((variant) => variant.uri);
}

/**
 * A signed master playlist address of `assetId`, optionally capped, with the meter part of a subscriber's viewing
 * (`metered`) or without it (the signed-out landing's preview):
 * `/media/s/<sig>/<exp>/<asset>[~<cap>][~m.<subscriber>.<viewing>]/master.m3u8`.
 */
export function signedMasterPattern(assetId: string, meter: 'metered' | 'unmetered' = 'metered'): RegExp {
  const meterPart = meter === 'metered' ? '~m\\.[1-9][0-9]*\\.[0-9a-f]{16}' : '';
  return new RegExp(`^/media/s/[A-Za-z0-9_-]+/[0-9]+/${assetId}(~[a-z_]+)?${meterPart}/master\\.m3u8$`);
}
