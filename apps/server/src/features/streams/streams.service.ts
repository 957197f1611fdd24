import { randomBytes } from 'node:crypto';
import type { QualityChoice, Stream } from '@glotv/contracts/streams';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { entitlementsRepository } from '../catalog/entitlements.repository.ts';
import { grantFor } from '../catalog/entitlements.ts';
import type { MediaOwner, StreamAddress } from '../media/media.plugin.ts';
import { type PlayableTitle, streamsRepository } from './streams.repository.ts';

/** What the service needs from media: `app.media` fits. */
export interface StreamSigner {
  streamAddressFor(
    owner: MediaOwner,
    options: {
      quality?: QualityChoice;
      ttlSeconds?: number;
      notAfter?: Date;
      meter?: { subscriberId: string; viewingId: string };
    },
  ): Promise<StreamAddress | undefined>;
}

/** What the service needs from preferences: `app.preferences` fits. */
export interface QualitySource {
  qualityOf(subscriberId: string): Promise<QualityChoice>;
}

/**
 * What the player may ask of an address: the quality it plays at (the device's default for the network in use,
 * when it is not the saved one) and the viewing it continues (a renewed or re-capped address keeps counting
 * into the same viewing). The quality is the address's cap, signed as any other.
 */
export interface StreamChoice {
  quality?: QualityChoice;
  viewing?: string;
}

/**
 * How long a subscriber's address lives. Short, so that signing out or losing the package ends playback
 * soon: the player asks for a fresh address before this runs out and carries on with it.
 */
export const STREAM_ADDRESS_SECONDS = 15 * 60;

export const notPlayableYetMessage = 'This title is not available to play yet.';
export const movieNotEntitledMessage = 'This movie is not in your package.';
export const seriesNotEntitledMessage = 'This series is not in your package.';

/**
 * Content purchase state enforced on the server: a movie or episode address only
 * for an active package that includes it, ending no later than that package; a trailer for every signed-in
 * user. The caller's country is checked before (requireNigeria).
 */
export class StreamsService {
  constructor(
    private readonly db: Db,
    private readonly media: StreamSigner,
    private readonly qualities: QualitySource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async trailer(subscriberId: string, movieId: number, choice?: StreamChoice): Promise<Stream> {
    if (!(await streamsRepository.movieExists(this.db, movieId))) throw movieNotFound(movieId);
    return this.address(subscriberId, { kind: 'trailer', id: movieId }, undefined, choice);
  }

  async movie(subscriberId: string, key: string, choice?: StreamChoice): Promise<Stream> {
    const movie = await streamsRepository.movie(this.db, key);
    if (!movie) throw movieNotFound(key);
    const packageEnd = await this.requireGrant(subscriberId, movie, movieNotEntitledMessage);
    return this.address(subscriberId, { kind: 'movie', id: movie.id }, packageEnd, choice);
  }

  async episode(subscriberId: string, episodeId: number, choice?: StreamChoice): Promise<Stream> {
    const episode = await streamsRepository.episode(this.db, episodeId);
    if (!episode) throw new AppError('not_found', `Episode ${episodeId} does not exist.`);
    const packageEnd = await this.requireGrant(subscriberId, episode, seriesNotEntitledMessage);
    return this.address(subscriberId, { kind: 'episode', id: episode.id }, packageEnd, choice);
  }

  /** The end of the longest-running active package that includes the title. */
  private async requireGrant(subscriberId: string, title: PlayableTitle, message: string): Promise<Date> {
    const grants = await entitlementsRepository.activeGrants(this.db, subscriberId, this.clock());
    const grant = grantFor(title.packageIds, grants);
    if (!grant) throw new AppError('not_entitled', message);
    return new Date(grant.ends_at);
  }

  private async address(
    subscriberId: string,
    owner: MediaOwner,
    notAfter: Date | undefined,
    choice: StreamChoice = {},
  ): Promise<Stream> {
    const quality = choice.quality ?? (await this.qualities.qualityOf(subscriberId));
    const viewingId = choice.viewing ?? randomBytes(8).toString('hex');
    const address = await this.media.streamAddressFor(owner, {
      quality,
      ttlSeconds: STREAM_ADDRESS_SECONDS,
      notAfter,
      meter: { subscriberId, viewingId },
    });
    if (!address) throw new AppError('not_found', notPlayableYetMessage);
    return {
      url: address.url,
      poster_url: address.posterUrl,
      expires_at: address.expiresAt.toISOString(),
      duration: address.durationSeconds,
    };
  }
}

function movieNotFound(key: number | string): AppError {
  return new AppError('not_found', `Movie ${key} does not exist.`);
}
