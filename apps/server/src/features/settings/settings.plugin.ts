// Cross-feature: `stream-leases` reads its limit through `app.settings`; console writes are recorded with
// `recordAudit` from `staff/public.ts`. Nothing here reaches into another feature's tables.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { OperatorSettingsService } from './operator-settings.service.ts';
import { listenForSettingsChanges } from './settings-invalidation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's settings (an admin changes them in the console); `value(key)` answers from memory. */
    settings: OperatorSettingsService;
  }
}

/**
 * Without Redis there is one instance: its settings are shared by the apps of this process on the same
 * database handle (tests run two apps on one PGlite), so a change on one is obeyed at once by the other.
 */
const sharedWithoutRedis = new WeakMap<Db, OperatorSettingsService>();

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    const make = () =>
      new OperatorSettingsService(app.db, {
        defaults: { stream_limit: app.config.streamLimit },
        log: app.log,
      });
    let settings: OperatorSettingsService;
    if (app.redis) {
      settings = make();
      await listenForSettingsChanges(app, app.redis, settings);
    } else {
      settings = sharedWithoutRedis.get(app.db) ?? make();
      sharedWithoutRedis.set(app.db, settings);
    }
    app.decorate('settings', settings);
  },
  { name: 'settings', dependencies: ['config', 'db', 'redis'] },
);
