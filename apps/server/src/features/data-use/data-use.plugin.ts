import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DataUseService } from './data-use.service.ts';
import { NginxMeterLogReader } from './nginx-meter-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the media bytes sent to subscribers and answers their data use. */
    dataUse: DataUseService;
  }
}

export interface DataUsePluginOptions {
  clock?: () => Date;
  /** How often the counted bytes are written (and nginx's meter log read); 5 s by default. */
  flushIntervalMs?: number;
}

/**
 * Writes the counted bytes every few seconds and on close. With MEDIA_METER_LOG set it also reads what nginx
 * appended to its meter log before each write.
 */
export const dataUsePlugin = fp<DataUsePluginOptions>(
  async (app: FastifyInstance, options) => {
    const service = new DataUseService(app.db, options.clock);
    const logFile = app.config.mediaMeterLog;
    const reader = logFile ? new NginxMeterLogReader(logFile) : undefined;
    app.decorate('dataUse', service);

    const tick = async () => {
      try {
        for (const send of (await reader?.readNew()) ?? []) service.count(send.meter, send.bytes, send.at);
        await service.flush();
      } catch (error) {
        app.log.error({ err: error }, 'the counted data use was not written; it is kept for the next try');
      }
    };
    const timer = setInterval(() => void tick(), options.flushIntervalMs ?? 5000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tick();
    });
  },
  { name: 'data-use', dependencies: ['db', 'config'] },
);
