import type { UserPackage } from '@glotv/contracts/catalog';
import type { PackageLanguage } from '@glotv/contracts/packages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { formatPrice } from '../packages/package-price.ts';
import { packageTexts } from '../packages/packages.service.ts';
import { type CachedBody, type CatalogCache, etagOf } from './catalog-cache.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import type { UnexpiredWindow } from './entitlements-cache.ts';
import { ReadyBytes } from './ready-bytes.ts';
import { userPackagesRepository } from './user-packages.repository.ts';

type PackageForSale = Awaited<ReturnType<typeof userPackagesRepository.forSale>>[number];

export type UserPackagesAnswer = CachedBody<{ data: UserPackage[] }>;

interface ReadyAnswer {
  /** What the answer was made from: the packages on sale (the catalog cache's rows) and the windows' text. */
  forSale: readonly PackageForSale[];
  windows: string;
  /** The windows last found to match `windows`: the same rows again need no text to compare. */
  windowsSeen: readonly UnexpiredWindow[];
  answer: UserPackagesAnswer;
}

/** Subscribers whose answer is kept ready; beyond this the oldest is dropped and made again when asked. */
const READY_ANSWERS = 5_000;

/**
 * Glo subscribers see the data bundles they pay for by airtime; everyone else the card access
 * packs. `purchased` is the package's unexpired window, null when never bought or expired. Titles and
 * descriptions are the rows' own, in the language asked for; the price is shown as formatted from kobo.
 */
export class UserPackagesService {
  /** A subscriber's kind never changes once signed up: asked once per subscriber (bounded). */
  private readonly kinds = new Map<string, string>();
  /**
   * Per subscriber and language, the answer as made from the inputs it is a function of. It is only reused
   * while both are the same, so it needs no invalidation of its own: a purchase or a grant changes the windows
   * (the entitlements cache forgets them on every instance), an expiry drops a window (they are filtered by the
   * clock on every read), and an editor's change to the packages replaces the catalog cache's rows.
   */
  private readonly answers = new Map<string, ReadyAnswer>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    /** The packages on sale are catalog: kept with it, and cleared with it when an editor changes them. */
    private readonly catalogCache?: CatalogCache,
  ) {}

  async packagesFor(subscriberId: string, language: PackageLanguage = 'gb'): Promise<UserPackage[]> {
    return (await this.answerFor(subscriberId, language)).body.data;
  }

  /** The answer with its ETag and its bytes, made again only when what it shows has changed. */
  async answerFor(subscriberId: string, language: PackageLanguage = 'gb'): Promise<UserPackagesAnswer> {
    return this.keptAnswer(subscriberId, language) ?? this.madeAnswer(subscriberId, language);
  }

  /**
   * The answer kept for the subscriber when every input it was made from is at hand in memory and unchanged,
   * without waiting on anything: the path of nearly every request.
   */
  private keptAnswer(subscriberId: string, language: PackageLanguage): UserPackagesAnswer | undefined {
    const ready = this.answers.get(answerKey(subscriberId, language));
    const kind = this.kinds.get(subscriberId);
    if (!ready || !kind) return undefined;
    const forSale = this.catalogCache?.fresh<PackageForSale[]>(forSaleKey(kind))?.body;
    const windows = entitlementsRepository.keptUnexpiredWindows(this.db, subscriberId, this.clock());
    if (!forSale || !windows) return undefined;
    return madeFrom(ready, forSale, windows) ? ready.answer : undefined;
  }

  private async madeAnswer(subscriberId: string, language: PackageLanguage): Promise<UserPackagesAnswer> {
    const kind = await this.kindOf(subscriberId);
    if (!kind) throw new AppError('unauthorized', 'Please sign in.');
    const forSale = () => userPackagesRepository.forSale(this.db, audienceOf(kind));
    const [packages, windows] = await Promise.all([
      this.catalogCache
        ? this.catalogCache.get(forSaleKey(kind), forSale).then((cached) => cached.body)
        : forSale(),
      entitlementsRepository.unexpiredWindows(this.db, subscriberId, this.clock()),
    ]);
    const key = answerKey(subscriberId, language);
    const ready = this.answers.get(key);
    if (ready && madeFrom(ready, packages, windows)) return ready.answer;
    const body = { data: composed(packages, windows, language) };
    const answer = { etag: etagOf(body), body, ready: new ReadyBytes(body) };
    this.answers.delete(key);
    if (this.answers.size >= READY_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { forSale: packages, windows: textOf(windows), windowsSeen: windows, answer });
    return answer;
  }

  private async kindOf(subscriberId: string): Promise<string | undefined> {
    const known = this.kinds.get(subscriberId);
    if (known) return known;
    const kind = await userPackagesRepository.subscriberKind(this.db, subscriberId);
    if (kind) {
      if (this.kinds.size >= 100_000) this.kinds.clear();
      this.kinds.set(subscriberId, kind);
    }
    return kind;
  }
}

const instant = (value: Date | string) => new Date(value).getTime();

const answerKey = (subscriberId: string, language: PackageLanguage) => `${subscriberId}|${language}`;
const audienceOf = (kind: string) => (kind === 'glo' ? 'glo' : 'card');
const forSaleKey = (kind: string) => `packages-for-sale|${audienceOf(kind)}`;

/**
 * Whether `ready` was made from these packages and windows. The same window rows as last time need no
 * comparing text; rows read again are compared by text, and remembered when they match.
 */
function madeFrom(
  ready: ReadyAnswer,
  forSale: readonly PackageForSale[],
  windows: readonly UnexpiredWindow[],
): boolean {
  if (ready.forSale !== forSale) return false;
  const seen = ready.windowsSeen;
  if (seen.length === windows.length && seen.every((window, index) => window === windows[index])) return true;
  if (ready.windows !== textOf(windows)) return false;
  ready.windowsSeen = windows;
  return true;
}

/** Everything of the windows the answer shows, as one comparable text. */
function textOf(windows: readonly UnexpiredWindow[]): string {
  return windows
    .map((window) => `${window.package_id}:${instant(window.starts_at)}:${instant(window.ends_at)}`)
    .join(',');
}

function composed(
  packages: readonly PackageForSale[],
  windows: readonly UnexpiredWindow[],
  language: PackageLanguage,
): UserPackage[] {
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
