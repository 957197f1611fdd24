import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/load-config.ts';

/** Starts the portal: configuration, the app, then listening. Everything else lives in buildApp. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const app = await buildApp({ config, logger: loggerOptions(config) });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = new URL('/play/', config.publicBaseUrl.replace(`:${config.port}`, `:${port}`));
  app.log.info(`GLO-TV is running at ${url.href}`);
  if (!process.stdout.isTTY || config.logLevel === 'silent') console.log(`GLO-TV is running at ${url.href}`);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
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

await main();
