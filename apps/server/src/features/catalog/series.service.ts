import type { Series, SeriesSummary, UserSeries } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
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
  async series(id: number): Promise<Series> {
    const [summary, seasons, episodes] = await Promise.all([
      this.summary(id),
      seriesRepository.seasons(this.db, id),
      seriesRepository.episodes(this.db, id),
    ]);
    return {
      ...summary,
      seasons: seasons.map((season) => ({
        ...season,
        episodes: episodes
          .filter((episode) => episode.season_id === season.id)
          .map((episode) => ({
            id: episode.id,
            uid: episode.uid,
            number: episode.number,
            title: episode.title,
            description: episode.description,
            duration: episode.duration_minutes,
            image_id: episode.image_id,
            image_placeholder: episode.image_placeholder,
          })),
      })),
    };
  }

  async seriesForUser(subscriberId: string, packageIds?: readonly number[]): Promise<UserSeries[]> {
    const [rows, grants] = await Promise.all([
      seriesRepository.list(this.db, packageIds),
      entitlementsRepository.activeGrants(this.db, subscriberId, this.clock()),
    ]);
    const summaries = await this.describe(rows);
    return summaries.map((series) => ({
      ...series,
      purchased: grantFor(
        series.packages.map((ref) => ref.id),
        grants,
      ),
    }));
  }

  private async summary(id: number): Promise<SeriesSummary> {
    const row = await seriesRepository.find(this.db, id);
    if (!row) throw new AppError('not_found', `Series ${id} does not exist.`);
    const [summary] = await this.describe([row]);
    return summary!;
  }

  private async describe(rows: SeriesRow[]): Promise<SeriesSummary[]> {
    const packagesOf = packageRefsByOwner(
      await seriesRepository.packageRows(
        this.db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      uid: row.uid,
      title: row.title,
      description: row.description,
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
