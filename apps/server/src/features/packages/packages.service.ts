import type { ConsolePackage, PackageCreate, PackageEdit, PackageLanguage } from '@glotv/contracts/packages';
import { packageCreateSchema } from '@glotv/contracts/packages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AuditActor, recordAudit } from '../staff/public.ts';
import { formatPrice } from './package-price.ts';
import { type ContentKind, type PackageRow, packagesRepository } from './packages.repository.ts';

/** A write's package before and after it, for whoever records what changed. */
export interface PackageChange {
  before: ConsolePackage | null;
  after: ConsolePackage;
}

/** A package's text in the language asked for: `title`/`description` are English, the `_pt` columns Portuguese. */
export function packageTexts(
  row: Pick<PackageRow, 'title' | 'title_pt' | 'description' | 'description_pt'>,
  language: PackageLanguage,
) {
  return language === 'pt'
    ? { title: row.title_pt, description: row.description_pt }
    : { title: row.title, description: row.description };
}

export function toConsolePackage(row: PackageRow): ConsolePackage {
  return {
    id: row.id,
    uid: row.uid,
    payment_method: row.audience === 'glo' ? 'airtime' : 'card',
    title_gb: row.title,
    title_pt: row.title_pt,
    description_gb: row.description,
    description_pt: row.description_pt,
    price_kobo: row.price_kobo,
    price: formatPrice(row.price_kobo),
    validity_days: row.validity_days,
    data_allowance_mb: row.data_allowance_mb,
    rate_code: row.rate_code,
    plan_code: row.plan_code,
    charge_group_code: row.charge_group_code,
    includes_movies: row.includes_movies,
    includes_channels: row.includes_channels,
    position: row.position,
    enabled: row.active,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The one way packages are written — by the console and by the seed alike. Every write runs in one transaction
 * (the package row and the content links its claim makes) and, once committed, clears the catalog caches on
 * every instance. A package is never deleted: a disabled one is no longer sold, and purchases keep their copy
 * of what was sold, so no edit changes a purchase already made.
 */
export class PackagesService {
  constructor(
    private readonly db: Db,
    private readonly invalidateCatalog: () => Promise<void> = async () => {},
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<ConsolePackage[]> {
    return (await packagesRepository.list(this.db)).map(toConsolePackage);
  }

  async get(id: number): Promise<ConsolePackage> {
    const row = await packagesRepository.byId(this.db, id);
    if (!row) throw new AppError('not_found', 'This package does not exist.');
    return toConsolePackage(row);
  }

  /** The packages giving this kind of content, as the rows say. */
  idsGiving(kind: ContentKind): Promise<number[]> {
    return packagesRepository.idsGiving(this.db, kind);
  }

  /** `id` is for the seed only: its packages keep the same ids on every database, however many instances start. */
  async create(input: PackageCreate, actor?: AuditActor, id?: number): Promise<PackageChange> {
    return this.write(actor, 'package.create', async (trx) => {
      const created = await packagesRepository.insert(trx, {
        ...(id === undefined ? {} : { id }),
        uid: input.uid,
        audience: input.payment_method === 'airtime' ? 'glo' : 'card',
        title: input.title_gb,
        title_pt: input.title_pt,
        description: input.description_gb,
        description_pt: input.description_pt,
        price_kobo: input.price_kobo,
        validity_days: input.validity_days,
        data_allowance_mb: input.data_allowance_mb,
        rate_code: input.rate_code,
        plan_code: input.plan_code,
        charge_group_code: input.charge_group_code,
        includes_movies: input.includes_movies,
        includes_channels: input.includes_channels,
        position: input.position,
        updated_at: this.clock(),
      });
      if (created.includes_movies) await packagesRepository.link(trx, created.id, 'vod');
      if (created.includes_channels) await packagesRepository.link(trx, created.id, 'channels');
      return { before: null, after: created };
    });
  }

  async edit(id: number, change: PackageEdit, actor?: AuditActor): Promise<PackageChange> {
    return this.change(id, actor, 'package.edit', async (trx, before) => {
      const merged = { ...toConsolePackage(before), ...change };
      // The whole package must still be valid (an airtime package keeps its rate code and data allowance).
      const checked = packageCreateSchema.safeParse({
        uid: merged.uid,
        payment_method: merged.payment_method,
        title_gb: merged.title_gb,
        title_pt: merged.title_pt,
        description_gb: merged.description_gb,
        description_pt: merged.description_pt,
        price_kobo: merged.price_kobo,
        validity_days: merged.validity_days,
        data_allowance_mb: merged.data_allowance_mb,
        rate_code: merged.rate_code,
        plan_code: merged.plan_code,
        charge_group_code: merged.charge_group_code,
        includes_movies: merged.includes_movies,
        includes_channels: merged.includes_channels,
        position: merged.position,
      });
      if (!checked.success) {
        throw new AppError(
          'validation_failed',
          checked.error.issues.map((issue) => issue.message).join('; '),
        );
      }
      const after = await packagesRepository.update(trx, id, {
        ...(change.title_gb === undefined ? {} : { title: change.title_gb }),
        ...(change.title_pt === undefined ? {} : { title_pt: change.title_pt }),
        ...(change.description_gb === undefined ? {} : { description: change.description_gb }),
        ...(change.description_pt === undefined ? {} : { description_pt: change.description_pt }),
        ...pick(change, [
          'price_kobo',
          'validity_days',
          'data_allowance_mb',
          'rate_code',
          'plan_code',
          'charge_group_code',
          'includes_movies',
          'includes_channels',
          'position',
        ]),
        updated_at: this.clock(),
      });
      await syncLinks(trx, before, after);
      return after;
    });
  }

  /** Enables (sold again) or disables (no longer sold) a package; bought windows are untouched. */
  async setEnabled(id: number, enabled: boolean, actor?: AuditActor): Promise<PackageChange> {
    return this.change(id, actor, enabled ? 'package.enable' : 'package.disable', (trx) =>
      packagesRepository.update(trx, id, { active: enabled, updated_at: this.clock() }),
    );
  }

  private change(
    id: number,
    actor: AuditActor | undefined,
    action: string,
    apply: (trx: Db, before: PackageRow) => Promise<PackageRow>,
  ): Promise<PackageChange> {
    return this.write(actor, action, async (trx) => {
      const locked = await packagesRepository.lock(trx, id);
      if (!locked) throw new AppError('not_found', 'This package does not exist.');
      return { before: locked, after: await apply(trx, locked) };
    });
  }

  /**
   * Runs one write in a transaction; a member of staff's write is recorded in the audit log in that same
   * transaction (committed together or not at all). The catalog caches are cleared once it has committed.
   */
  private async write(
    actor: AuditActor | undefined,
    action: string,
    work: (trx: Db) => Promise<{ before: PackageRow | null; after: PackageRow }>,
  ): Promise<PackageChange> {
    let result: PackageChange;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const rows = await work(trx);
        const change = {
          before: rows.before && toConsolePackage(rows.before),
          after: toConsolePackage(rows.after),
        };
        if (actor) {
          await recordAudit(trx, {
            staff: actor,
            action,
            target_kind: 'package',
            target_id: change.after.id,
            before: change.before ?? undefined,
            after: change.after,
          });
        }
        return change;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(
          'conflict',
          'Another package has this uid, or this plan code for this payment method.',
        );
      }
      throw error;
    }
    await this.invalidateCatalog();
    return result;
  }
}

/** A claim switched on links the package to all such content; switched off, unlinks it. */
async function syncLinks(trx: Db, before: PackageRow, after: PackageRow): Promise<void> {
  const claims: [ContentKind, boolean, boolean][] = [
    ['vod', before.includes_movies, after.includes_movies],
    ['channels', before.includes_channels, after.includes_channels],
  ];
  for (const [kind, was, is] of claims) {
    if (is && !was) await packagesRepository.link(trx, after.id, kind);
    if (was && !is) await packagesRepository.unlink(trx, after.id, kind);
  }
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}
