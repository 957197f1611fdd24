import type { UserPackage } from '@glotv/contracts/catalog';
import type { PackageLanguage } from '@glotv/contracts/packages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { formatPrice } from '../packages/package-price.ts';
import { packageTexts } from '../packages/packages.service.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { userPackagesRepository } from './user-packages.repository.ts';

/**
 * Glo subscribers see the data bundles they pay for by airtime; everyone else the card access
 * packs. `purchased` is the package's unexpired window, null when never bought or expired. Titles and
 * descriptions are the rows' own, in the language asked for; the price is shown as formatted from kobo.
 */
export class UserPackagesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async packagesFor(subscriberId: string, language: PackageLanguage = 'gb'): Promise<UserPackage[]> {
    const kind = await userPackagesRepository.subscriberKind(this.db, subscriberId);
    if (!kind) throw new AppError('unauthorized', 'Please sign in.');
    const [packages, windows] = await Promise.all([
      userPackagesRepository.forSale(this.db, kind === 'glo' ? 'glo' : 'card'),
      entitlementsRepository.unexpiredWindows(this.db, subscriberId, this.clock()),
    ]);
    return packages.map(({ title, title_pt, description, description_pt, ...row }) => {
      const window = windows.find((candidate) => candidate.package_id === row.id);
      return {
        ...row,
        ...packageTexts({ title, title_pt, description, description_pt }, language),
        price: formatPrice(row.price_kobo),
        purchased: window
          ? {
              starts_at: new Date(window.starts_at).toISOString(),
              ends_at: new Date(window.ends_at).toISOString(),
            }
          : null,
      };
    });
  }
}
