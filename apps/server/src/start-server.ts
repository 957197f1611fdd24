import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/load-config.ts';

export interface StartHooks {
  /** Runs once the portal listens, with the address it answers at (its port when PORT=0). */
  onListening?(baseUrl: string): void | Promise<void>;
  /** Runs after the portal has closed, on shutdown. */
  onClosed?(): Promise<void>;
}

/**
 * Starts the portal: the app on the given configuration, then listening, with a graceful shutdown on signals.
 * The production entry and the development composition both start the portal through here.
 */
export async function startServer(config: Config, hooks: StartHooks = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config, logger: loggerOptions(config) });
  if (config.env !== 'production') {
    app.log.warn(
      `running in ${config.env} mode: development defaults and routes are on; never expose this server`,
    );
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await hooks.onClosed?.();
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const baseUrl = config.publicBaseUrl.replace(`:${config.port}`, `:${port}`);
  await hooks.onListening?.(baseUrl);
  const url = new URL('/play/', baseUrl);
  app.log.info(`GLO-TV is running at ${url.href}`);
  if (!process.stdout.isTTY || config.logLevel === 'silent') console.log(`GLO-TV is running at ${url.href}`);
  return app;
}

/** The configuration from `source`, or the process ends with every problem printed. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function loggerOptions(config: Config) {
  const pretty = config.env !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
