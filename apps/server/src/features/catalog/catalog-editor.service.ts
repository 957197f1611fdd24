import type {
  BannerInput,
  CarouselItems,
  EpisodeInput,
  EpisodePatch,
  MovieInput,
  MoviePatch,
  SeasonInput,
  SeasonPatch,
  SeriesInput,
  SeriesPatch,
  VodCategoryInput,
  VodCategoryPatch,
} from '@glotv/contracts/catalog-editor';
import type { Db } from '../../db/database.ts';
import { catalogWrites, type PublishableKind } from './catalog-writes.ts';

/** What the editor needs of the catalog cache: clearing it here and on every other instance. */
export interface CatalogInvalidation {
  invalidate(): Promise<void>;
}

/**
 * The editor's side of the catalog: each change in one transaction, then the catalog cache cleared on every
 * instance (locally and through Redis), so subscribers see it at once. A change that fails leaves nothing.
 * `inTransaction` lets a caller add its own writes (the audit log) to the same transaction.
 */
export class CatalogEditor {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogInvalidation,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Runs `work` in one transaction, then invalidates the catalog caches. */
  async inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(work);
    await this.cache.invalidate();
    return result;
  }

  createMovie(input: MovieInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createMovie(trx, input));
  }

  updateMovie(id: number, patch: MoviePatch): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.updateMovie(trx, id, patch));
  }

  createSeries(input: SeriesInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createSeries(trx, input));
  }

  updateSeries(id: number, patch: SeriesPatch): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.updateSeries(trx, id, patch));
  }

  createSeason(seriesId: number, input: SeasonInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createSeason(trx, seriesId, input));
  }

  updateSeason(id: number, patch: SeasonPatch): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.updateSeason(trx, id, patch));
  }

  /** Refused (`conflict`) while the season still has episodes that are not deleted. */
  removeSeason(id: number): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.removeSeason(trx, id));
  }

  createEpisode(seasonId: number, input: EpisodeInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createEpisode(trx, seasonId, input));
  }

  updateEpisode(id: number, patch: EpisodePatch): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.updateEpisode(trx, id, patch));
  }

  /** Refused (`conflict`) while the title's video is not ready. */
  publish(kind: PublishableKind, id: number): Promise<void> {
    return this.inTransaction((trx) =>
      catalogWrites.publish(trx, kind, id, { requireReadyVideo: true, at: this.clock() }),
    );
  }

  unpublish(kind: PublishableKind, id: number): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.unpublish(trx, kind, id));
  }

  remove(kind: PublishableKind, id: number): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.remove(trx, kind, id, this.clock()));
  }

  createCategory(input: VodCategoryInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createCategory(trx, input));
  }

  updateCategory(id: number, patch: VodCategoryPatch): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.updateCategory(trx, id, patch));
  }

  deleteCategory(id: number): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.deleteCategory(trx, id));
  }

  reorderCategories(ids: readonly number[]): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.reorderCategories(trx, ids));
  }

  setCarouselItems(categoryId: number, items: CarouselItems): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.setCarouselItems(trx, categoryId, items));
  }

  createBanner(input: BannerInput): Promise<number> {
    return this.inTransaction((trx) => catalogWrites.createBanner(trx, input));
  }

  deleteBanner(id: number): Promise<void> {
    return this.inTransaction((trx) => catalogWrites.deleteBanner(trx, id));
  }
}
