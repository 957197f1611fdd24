import {
  type ChannelCategoryInput,
  type ChannelInput,
  type ConsoleChannel,
  type ConsoleChannelCategory,
  channelCategoryInputSchema,
  channelInputSchema,
} from '@glotv/contracts/live-console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { packagesRepository } from '../packages/packages.repository.ts';
import { channelsRepository, type EditableChannelRow } from './channels.repository.ts';

/** What a write changed, for an audit record written in the same transaction. */
export interface ChannelChange<T> {
  before: T | null;
  after: T;
}

export interface WriteOptions<T> {
  /** Runs inside the write's transaction, after the change: e.g. the console's audit record. */
  onChange?: (trx: Db, change: ChannelChange<T>) => Promise<void>;
}

/** Runs `work` in a transaction of its own, or in the caller's when `db` already is one (the seed's). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** PostgreSQL's unique_violation: another writer took the uid or XMLTV id between our check and our insert. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function toConsoleChannel(row: EditableChannelRow, packages: readonly number[]): ConsoleChannel {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    short_name: row.short_name,
    description: row.description,
    category_id: row.category_id,
    position: row.position,
    packages: [...packages],
    free_to_air: row.free_to_air,
    logos: { CARD: row.logo_card_image_id, NORMAL: row.logo_normal_image_id },
    source:
      row.source_kind === 'relay' && row.source_url
        ? { kind: 'relay', url: row.source_url }
        : { kind: 'schedule' },
    xmltv_id: row.xmltv_id,
    enabled: row.enabled,
    allows_catch_up: row.allows_catch_up,
  };
}

/**
 * Editing Live TV channels and their categories: every write is validated, runs in one transaction, and then
 * the catalog caches are invalidated (on every instance, through `invalidate`). The demo seed creates its
 * channels through this same class inside its own transaction.
 */
export class ChannelEditor {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => Promise<void> = async () => {},
  ) {}

  async list(): Promise<{ categories: ConsoleChannelCategory[]; channels: ConsoleChannel[] }> {
    const [categories, rows] = await Promise.all([
      channelsRepository.categories(this.db),
      channelsRepository.editable(this.db),
    ]);
    const packages = await channelsRepository.packageRows(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      categories: categories.map((row) => ({
        id: row.id,
        uid: row.uid,
        name: { gb: row.name, pt: row.name_pt },
        position: row.position,
      })),
      channels: rows.map((row) =>
        toConsoleChannel(
          row,
          packages.filter((entry) => entry.owner === row.id).map((entry) => entry.package_id),
        ),
      ),
    };
  }

  async channel(channelId: number, db: Db = this.db): Promise<ConsoleChannel> {
    const [row] = await channelsRepository.editable(db, channelId);
    if (!row) throw new AppError('not_found', 'No such channel.');
    const packages = await channelsRepository.packageRows(db, [row.id]);
    return toConsoleChannel(
      row,
      packages.map((entry) => entry.package_id),
    );
  }

  async createCategory(
    input: ChannelCategoryInput,
    options: WriteOptions<ConsoleChannelCategory> = {},
  ): Promise<ConsoleChannelCategory> {
    const category = channelCategoryInputSchema.parse(input);
    return this.write(async (trx) => {
      await this.refuseCategoryClash(trx, category);
      const id = await channelsRepository.insertCategory(trx, {
        uid: category.uid,
        name: category.name.gb,
        name_pt: category.name.pt,
        position: category.position,
      });
      const after = { id, ...category };
      await options.onChange?.(trx, { before: null, after });
      return after;
    });
  }

  async updateCategory(
    categoryId: number,
    input: ChannelCategoryInput,
    options: WriteOptions<ConsoleChannelCategory> = {},
  ): Promise<ConsoleChannelCategory> {
    const category = channelCategoryInputSchema.parse(input);
    return this.write(async (trx) => {
      const before = (await this.categoriesOf(trx)).find((entry) => entry.id === categoryId);
      if (!before) throw new AppError('not_found', 'No such channel category.');
      await this.refuseCategoryClash(trx, category, categoryId);
      await channelsRepository.updateCategory(trx, categoryId, {
        uid: category.uid,
        name: category.name.gb,
        name_pt: category.name.pt,
        position: category.position,
      });
      const after = { id: categoryId, ...category };
      await options.onChange?.(trx, { before, after });
      return after;
    });
  }

  async createChannel(
    input: ChannelInput,
    options: WriteOptions<ConsoleChannel> = {},
  ): Promise<ConsoleChannel> {
    const channel = channelInputSchema.parse(input);
    return this.write(async (trx) => {
      const xmltvId = channel.xmltv_id ?? channel.uid;
      await this.checkReferences(trx, channel, xmltvId);
      const id = await channelsRepository.insertChannel(trx, {
        ...this.columnsOf(channel),
        xmltv_id: xmltvId,
      });
      // A new paid channel is also in every package that says it gives the channels (decision 015).
      const claiming = channel.free_to_air ? [] : await packagesRepository.idsGiving(trx, 'channels');
      await channelsRepository.setPackages(trx, id, [...new Set([...channel.packages, ...claiming])]);
      const after = await this.channel(id, trx);
      await options.onChange?.(trx, { before: null, after });
      return after;
    });
  }

  async updateChannel(
    channelId: number,
    input: ChannelInput,
    options: WriteOptions<ConsoleChannel> = {},
  ): Promise<ConsoleChannel> {
    const channel = channelInputSchema.parse(input);
    return this.write(async (trx) => {
      const before = await this.channel(channelId, trx);
      const xmltvId = channel.xmltv_id ?? before.xmltv_id;
      await this.checkReferences(trx, channel, xmltvId, channelId);
      await channelsRepository.updateChannel(trx, channelId, {
        ...this.columnsOf(channel),
        xmltv_id: xmltvId,
      });
      await channelsRepository.setPackages(trx, channelId, channel.packages);
      const after = await this.channel(channelId, trx);
      await options.onChange?.(trx, { before, after });
      return after;
    });
  }

  /** Hides a channel from subscribers (its schedule stays) or shows it again. */
  async setEnabled(
    channelId: number,
    enabled: boolean,
    options: WriteOptions<ConsoleChannel> = {},
  ): Promise<ConsoleChannel> {
    return this.write(async (trx) => {
      const before = await this.channel(channelId, trx);
      await channelsRepository.updateChannel(trx, channelId, { enabled });
      const after = { ...before, enabled };
      await options.onChange?.(trx, { before, after });
      return after;
    });
  }

  private async write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await inTransaction(this.db, work);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', 'That uid, name or XMLTV id is already used.');
      throw error;
    }
    await this.invalidate();
    return result;
  }

  private columnsOf(channel: ReturnType<typeof channelInputSchema.parse>) {
    return {
      uid: channel.uid,
      name: channel.name,
      short_name: channel.short_name,
      description: channel.description,
      category_id: channel.category_id,
      position: channel.position,
      free_to_air: channel.free_to_air,
      logo_card_image_id: channel.logos.CARD,
      logo_normal_image_id: channel.logos.NORMAL,
      source_kind: channel.source.kind,
      source_url: channel.source.kind === 'relay' ? channel.source.url : null,
      enabled: channel.enabled,
      // Catch-up plays a schedule back; a relayed feed has nothing stored to play.
      allows_catch_up: channel.source.kind === 'schedule' && channel.allows_catch_up,
    };
  }

  private async checkReferences(
    trx: Db,
    channel: ReturnType<typeof channelInputSchema.parse>,
    xmltvId: string,
    exceptId?: number,
  ): Promise<void> {
    const clash = await channelsRepository.clashing(trx, channel.uid, xmltvId, exceptId);
    if (clash) {
      const what = clash.uid === channel.uid ? `uid ${channel.uid}` : `XMLTV id ${xmltvId}`;
      throw new AppError('conflict', `Another channel already has the ${what}.`);
    }
    if ((await channelsRepository.missing(trx, 'channel_categories', [channel.category_id])).length > 0) {
      throw new AppError('bad_request', `No channel category ${channel.category_id}.`);
    }
    const packages = await channelsRepository.missing(trx, 'packages', [...new Set(channel.packages)]);
    if (packages.length > 0) throw new AppError('bad_request', `No package ${packages.join(', ')}.`);
    const logos = [channel.logos.CARD, channel.logos.NORMAL].filter((id): id is string => id !== null);
    const images = await channelsRepository.missingImages(trx, [...new Set(logos)]);
    if (images.length > 0) throw new AppError('bad_request', `No image ${images.join(', ')}.`);
  }

  private async categoriesOf(db: Db): Promise<ConsoleChannelCategory[]> {
    return (await channelsRepository.categories(db)).map((row) => ({
      id: row.id,
      uid: row.uid,
      name: { gb: row.name, pt: row.name_pt },
      position: row.position,
    }));
  }

  private async refuseCategoryClash(
    trx: Db,
    category: ChannelCategoryInput,
    exceptId?: number,
  ): Promise<void> {
    const clash = (await this.categoriesOf(trx)).find(
      (entry) => entry.id !== exceptId && (entry.uid === category.uid || entry.name.gb === category.name.gb),
    );
    if (clash) throw new AppError('conflict', 'Another channel category has that uid or English name.');
  }
}
