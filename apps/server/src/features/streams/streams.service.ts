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
    options: { quality?: QualityChoice; ttlSeconds?: number; notAfter?: Date },
  ): Promise<StreamAddress | undefined>;
}

/** What the service needs from preferences: `app.preferences` fits. */
export interface QualitySource {
  qualityOf(subscriberId: string): Promise<QualityChoice>;
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

  async trailer(subscriberId: string, movieId: number): Promise<Stream> {
    if (!(await streamsRepository.movieExists(this.db, movieId))) throw movieNotFound(movieId);
    return this.address(subscriberId, { kind: 'trailer', id: movieId });
  }

  async movie(subscriberId: string, key: string): Promise<Stream> {
    const movie = await streamsRepository.movie(this.db, key);
    if (!movie) throw movieNotFound(key);
    const packageEnd = await this.requireGrant(subscriberId, movie, movieNotEntitledMessage);
    return this.address(subscriberId, { kind: 'movie', id: movie.id }, packageEnd);
  }

  async episode(subscriberId: string, episodeId: number): Promise<Stream> {
    const episode = await streamsRepository.episode(this.db, episodeId);
    if (!episode) throw new AppError('not_found', `Episode ${episodeId} does not exist.`);
    const packageEnd = await this.requireGrant(subscriberId, episode, seriesNotEntitledMessage);
    return this.address(subscriberId, { kind: 'episode', id: episode.id }, packageEnd);
  }

  /** The end of the longest-running active package that includes the title. */
  private async requireGrant(subscriberId: string, title: PlayableTitle, message: string): Promise<Date> {
    const grants = await entitlementsRepository.activeGrants(this.db, subscriberId, this.clock());
    const grant = grantFor(title.packageIds, grants);
    if (!grant) throw new AppError('not_entitled', message);
    return new Date(grant.ends_at);
  }

  private async address(subscriberId: string, owner: MediaOwner, notAfter?: Date): Promise<Stream> {
    const quality = await this.qualities.qualityOf(subscriberId);
    const address = await this.media.streamAddressFor(owner, {
      quality,
      ttlSeconds: STREAM_ADDRESS_SECONDS,
      notAfter,
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
