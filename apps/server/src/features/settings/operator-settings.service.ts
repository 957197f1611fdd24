import {
  type OperatorSettings,
  operatorSettingSchemas,
  type SettingKey,
  type SettingsChange,
  type SettingValues,
  settingKeys,
} from '@glotv/contracts/console-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../staff/public.ts';
import { type SavedSetting, settingsRepository } from './settings.repository.ts';

/** The bound on how long an instance obeys a value it missed the change message of. */
export const SETTINGS_TTL_MS = 60_000;

export interface OperatorSettingsOptions {
  /** The environment's values: what a setting is until an admin saves one. */
  defaults: SettingValues;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The operator's settings. `value(key)` is read on hot paths (every stream lease decision): it answers from
 * process memory, loading all settings in one query at most once a minute, or at once after a change. A change
 * is committed with its audit entries, then forgotten here and, through `publish` (Redis), on every instance.
 */
export class OperatorSettingsService {
  private cached: { values: SettingValues; expiresAt: number } | undefined;
  private loading: Promise<SettingValues> | undefined;
  private generation = 0;
  /** Tells the other instances to forget theirs; set by the plugin when there is Redis. */
  publish: (() => Promise<void>) | undefined;
  readonly defaults: SettingValues;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: OperatorSettingsOptions,
  ) {
    this.defaults = options.defaults;
    this.ttlMs = options.ttlMs ?? SETTINGS_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** What the server obeys now for `key`. */
  async value<K extends SettingKey>(key: K): Promise<SettingValues[K]> {
    const cached = this.cached;
    if (cached && cached.expiresAt > this.now()) return cached.values[key];
    this.loading ??= this.load();
    return (await this.loading)[key];
  }

  /** The admin's view, read from the database: values, defaults, and who saved each and when. */
  async read(): Promise<OperatorSettings> {
    const rows = await settingsRepository.all(this.db);
    const changed: OperatorSettings['changed'] = {};
    for (const row of rows) {
      if (isSettingKey(row.key)) {
        changed[row.key] = { by: row.changed_by_email, at: row.changed_at.toISOString() };
      }
    }
    return { values: this.valuesOf(rows), defaults: this.defaults, changed };
  }

  /**
   * Saves the settings in `change` whose value differs from the one obeyed now, each with its audit entry, in
   * one transaction; then every instance forgets what it keeps.
   */
  async change(change: SettingsChange, actor: AuditActor): Promise<OperatorSettings> {
    await this.db.transaction().execute(async (trx) => {
      await settingsRepository.lock(trx);
      const before = this.valuesOf(await settingsRepository.all(trx));
      const at = new Date();
      for (const key of settingKeys) {
        const value = change[key];
        if (value === undefined || value === before[key]) continue;
        await settingsRepository.save(trx, key, value, actor, at);
        await recordAudit(trx, {
          staff: actor,
          action: 'settings.change',
          target_kind: 'setting',
          target_id: key,
          before: { [key]: before[key] },
          after: { [key]: value },
        });
      }
    });
    await this.changed();
    return this.read();
  }

  /** Forgets the settings here and, with several instances, everywhere. */
  async changed(): Promise<void> {
    this.forgetLocal();
    await this.publish?.();
  }

  forgetLocal(): void {
    this.generation++;
    this.cached = undefined;
    this.loading = undefined;
  }

  private load(): Promise<SettingValues> {
    const generation = this.generation;
    const pending = settingsRepository
      .all(this.db)
      .then((rows) => {
        const values = this.valuesOf(rows);
        // A load a change overtook may hold the old value: answer it to those who asked, but keep nothing.
        if (generation === this.generation) this.cached = { values, expiresAt: this.now() + this.ttlMs };
        return values;
      })
      .finally(() => {
        if (this.loading === pending) this.loading = undefined;
      });
    return pending;
  }

  /** The saved values over the defaults; a stored value its key's schema refuses counts as not saved. */
  private valuesOf(rows: SavedSetting[]): SettingValues {
    const values: Record<string, unknown> = { ...this.defaults };
    for (const row of rows) {
      if (!isSettingKey(row.key)) continue;
      const parsed = operatorSettingSchemas[row.key].safeParse(row.value);
      if (parsed.success) values[row.key] = parsed.data;
      else this.options.log.warn({ key: row.key }, 'stored setting refused by its schema: default used');
    }
    return values as SettingValues;
  }
}

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(operatorSettingSchemas, key);
}
