import type { Preferences, QualityChoice } from '@glotv/contracts/streams';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { preferencesRepository } from './preferences.repository.ts';

/** The subscriber's saved playback quality: the cap every stream address is signed with. */
export class PreferencesService {
  constructor(
    private readonly db: Db,
    /** Told after a change: signed-in requests carry the quality, read with the session. */
    private readonly changed: (subscriberId: string) => Promise<void> = async () => {},
  ) {}

  async preferencesOf(subscriberId: string): Promise<Preferences> {
    return { quality: await this.qualityOf(subscriberId) };
  }

  async qualityOf(subscriberId: string): Promise<QualityChoice> {
    const quality = await preferencesRepository.quality(this.db, subscriberId);
    if (!quality) throw subscriberNotFound();
    return quality;
  }

  async setQuality(subscriberId: string, quality: QualityChoice): Promise<Preferences> {
    if (!(await preferencesRepository.setQuality(this.db, subscriberId, quality))) throw subscriberNotFound();
    await this.changed(subscriberId);
    return { quality };
  }
}

function subscriberNotFound(): AppError {
  return new AppError('not_found', 'This account does not exist.');
}
