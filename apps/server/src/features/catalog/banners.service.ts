import type { Banner, BannersQuery } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { bannersRepository } from './banners.repository.ts';

/**
 * The dashboard's rotating banner, in position order: the banners of the language asked for and of every
 * language, inside their dates. Answers are cached for at most the catalog cache's minute, so a banner starts
 * and ends within a minute of its dates.
 */
export class BannersService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  banners(translation: BannersQuery['translation']): Promise<Banner[]> {
    return bannersRepository.list(this.db, translation, this.clock());
  }
}
