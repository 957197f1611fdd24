import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { publisherOn, subscribeTo } from '../../plugins/redis-broadcast.ts';
import type { OperatorSettingsService } from './operator-settings.service.ts';

/** Every instance listens here; a message means "read the settings again". */
export const SETTINGS_CHANGED_CHANNEL = 'glotv:settings:changed';

/**
 * With Redis: a change saved on this instance is told to the others, and theirs heard here, so each obeys the
 * new value from its next decision. A lost message costs at most the settings' time in memory (a minute).
 */
export async function listenForSettingsChanges(
  app: FastifyInstance,
  redis: Redis,
  settings: OperatorSettingsService,
): Promise<void> {
  const publish = publisherOn(redis, SETTINGS_CHANGED_CHANNEL);
  settings.publish = () =>
    publish(String(Date.now())).catch((error: unknown) =>
      app.log.warn({ err: error }, 'settings change not published'),
    );
  const unsubscribe = await subscribeTo(
    redis,
    SETTINGS_CHANGED_CHANNEL,
    () => settings.forgetLocal(),
    app.log,
  );
  app.addHook('onClose', unsubscribe);
}
