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
    options: { quality?: QualityChoice },
  ): Promise<StreamAddress | undefined>;
}

/** What the service needs from preferences: `app.preferences` fits. */
export interface QualitySource {
  qualityOf(subscriberId: string): Promise<QualityChoice>;
}

export const notPlayableYetMessage = 'This title is not available to play yet.';
export const movieNotEntitledMessage = 'This movie is not in your package.';
export const seriesNotEntitledMessage = 'This series is not in your package.';

/**
 * Content purchase state enforced on the server: a movie or episode address only
 * for an active package that includes it; a trailer for every signed-in user. The caller's country is
 * checked before (requireNigeria).
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
    await this.requireGrant(subscriberId, movie, movieNotEntitledMessage);
    return this.address(subscriberId, { kind: 'movie', id: movie.id });
  }

  async episode(subscriberId: string, episodeId: number): Promise<Stream> {
    const episode = await streamsRepository.episode(this.db, episodeId);
    if (!episode) throw new AppError('not_found', `Episode ${episodeId} does not exist.`);
    await this.requireGrant(subscriberId, episode, seriesNotEntitledMessage);
    return this.address(subscriberId, { kind: 'episode', id: episode.id });
  }

  private async requireGrant(subscriberId: string, title: PlayableTitle, message: string): Promise<void> {
    const grants = await entitlementsRepository.activeGrants(this.db, subscriberId, this.clock());
    if (!grantFor(title.packageIds, grants)) throw new AppError('not_entitled', message);
  }

  private async address(subscriberId: string, owner: MediaOwner): Promise<Stream> {
    const quality = await this.qualities.qualityOf(subscriberId);
    const address = await this.media.streamAddressFor(owner, { quality });
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
