import type { Banner, BannersQuery } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { bannersRepository } from './banners.repository.ts';

/** The dashboard's rotating banner, in position order. */
export class BannersService {
  constructor(private readonly db: Db) {}

  /** Titles are proper names, the same in every language; `translation` picks nothing else yet. */
  banners(_translation: BannersQuery['translation']): Promise<Banner[]> {
    return bannersRepository.list(this.db);
  }
}
