import { type Movie, RELATED_MOVIES_MAX, type Translation, type UserMovie } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { inLanguage } from './catalog-texts.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { grantFor, packageRefsByOwner } from './entitlements.ts';
import { type MovieRow, moviesRepository } from './movies.repository.ts';

/** Movie detail, related movies and whether a user may play a movie. */
export class MoviesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async movie(id: number, translation: Translation = 'gb'): Promise<Movie> {
    const row = await moviesRepository.find(this.db, id);
    if (!row) throw movieNotFound(id);
    const [movie] = await this.describe([row], translation);
    return movie!;
  }

  /** /moviesdetailpage: up to 20 random movies from the movie's categories. */
  async related(id: number, translation: Translation = 'gb'): Promise<Movie[]> {
    if (!(await moviesRepository.find(this.db, id))) throw movieNotFound(id);
    return this.describe(await moviesRepository.related(this.db, id, RELATED_MOVIES_MAX), translation);
  }

  async movieForUser(id: number, subscriberId: string, translation: Translation = 'gb'): Promise<UserMovie> {
    const [movie, grants] = await Promise.all([
      this.movie(id, translation),
      entitlementsRepository.activeGrants(this.db, subscriberId, this.clock()),
    ]);
    const packageIds = movie.packages.map((ref) => ref.id);
    return { ...movie, purchased: grantFor(packageIds, grants) };
  }

  private async describe(rows: MovieRow[], translation: Translation): Promise<Movie[]> {
    const ids = rows.map((row) => row.id);
    const [packageRows, categoryRows] = await Promise.all([
      moviesRepository.packageRows(this.db, ids),
      moviesRepository.categoryRows(this.db, ids),
    ]);
    const packagesOf = packageRefsByOwner(packageRows);
    return rows.map((row) => ({
      id: row.id,
      uid: row.uid,
      title: inLanguage(translation, row.title, row.title_pt),
      description: inLanguage(translation, row.description, row.description_pt),
      cast: row.cast_list,
      director: row.director,
      country: row.country,
      release_year: row.release_year,
      duration: row.duration_minutes,
      rating: row.rating === null ? null : Number(row.rating),
      image_id: row.image_id,
      image_placeholder: row.image_placeholder,
      packages: packagesOf(row.id),
      type: 'movie' as const,
      categories: categoryRows
        .filter((category) => category.owner === row.id)
        .map(({ name, name_pt }) => inLanguage(translation, name, name_pt)),
    }));
  }
}

function movieNotFound(id: number): AppError {
  return new AppError('not_found', `Movie ${id} does not exist.`);
}
