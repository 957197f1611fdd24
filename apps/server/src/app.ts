import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/load-config.ts';
import type { Db } from './db/database.ts';
import { errorHandlerPlugin } from './errors/error-handler.ts';
import { seedPlugin } from './features/demo/seed.plugin.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { webAppPlugin } from './features/web-app/web-app.plugin.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { redisPlugin } from './plugins/redis.ts';

export interface AppOptions {
  config: Config;
  /** A database made by the caller (tests); otherwise opened from the configuration. */
  db?: Db;
  /** Seed packages and the demo catalog when missing (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
}

/** The whole portal as one Fastify instance: tests build exactly what production runs. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustedProxies,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    disableRequestLogging: config.env === 'test',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production',
  });
  await app.register(fastifyCookie);
  await app.register(dbPlugin, { db: options.db });
  await app.register(redisPlugin);
  if (options.seed !== false) await app.register(seedPlugin);

  await app.register(healthRoutes);
  await app.register(webAppPlugin, { distDir: options.webDistDir });

  return app;
}
