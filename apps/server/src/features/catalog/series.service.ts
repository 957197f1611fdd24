import type { Series, SeriesSummary, Translation, UserSeries } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { inLanguage } from './catalog-texts.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { grantFor, packageRefsByOwner } from './entitlements.ts';
import { type SeriesRow, seriesRepository } from './series.repository.ts';

/** The series page (seasons and episodes), series packages and which series a user may watch. */
export class SeriesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async packagesOf(id: number) {
    const { id: seriesId, packages } = await this.summary(id);
    return { id: seriesId, packages };
  }

  /** /series: the seasons in order, each with its episodes in order. */
  async series(id: number, translation: Translation = 'gb'): Promise<Series> {
    const [summary, seasons, episodes] = await Promise.all([
      this.summary(id, translation),
      seriesRepository.seasons(this.db, id),
      seriesRepository.episodes(this.db, id),
    ]);
    return {
      ...summary,
      seasons: seasons.map((season) => ({
        id: season.id,
        number: season.number,
        title: inLanguage(translation, season.title, season.title_pt),
        episodes: episodes
          .filter((episode) => episode.season_id === season.id)
          .map((episode) => ({
            id: episode.id,
            uid: episode.uid,
            number: episode.number,
            title: inLanguage(translation, episode.title, episode.title_pt),
            description: inLanguage(translation, episode.description, episode.description_pt),
            duration: episode.duration_minutes,
            image_id: episode.image_id,
            image_placeholder: episode.image_placeholder,
          })),
      })),
    };
  }

  async seriesForUser(
    subscriberId: string,
    packageIds?: readonly number[],
    translation: Translation = 'gb',
  ): Promise<UserSeries[]> {
    const [rows, grants] = await Promise.all([
      seriesRepository.list(this.db, packageIds),
      entitlementsRepository.activeGrants(this.db, subscriberId, this.clock()),
    ]);
    const summaries = await this.describe(rows, translation);
    return summaries.map((series) => ({
      ...series,
      purchased: grantFor(
        series.packages.map((ref) => ref.id),
        grants,
      ),
    }));
  }

  private async summary(id: number, translation: Translation = 'gb'): Promise<SeriesSummary> {
    const row = await seriesRepository.find(this.db, id);
    if (!row) throw new AppError('not_found', `Series ${id} does not exist.`);
    const [summary] = await this.describe([row], translation);
    return summary!;
  }

  private async describe(rows: SeriesRow[], translation: Translation): Promise<SeriesSummary[]> {
    const packagesOf = packageRefsByOwner(
      await seriesRepository.packageRows(
        this.db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      uid: row.uid,
      title: inLanguage(translation, row.title, row.title_pt),
      description: inLanguage(translation, row.description, row.description_pt),
      cast: row.cast_list,
      director: row.director,
      country: row.country,
      rating: row.rating === null ? null : Number(row.rating),
      image_id: row.image_id,
      image_placeholder: row.image_placeholder,
      packages: packagesOf(row.id),
      type: 'series' as const,
    }));
  }
}
