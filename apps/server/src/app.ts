import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/load-config.ts';
import type { Db } from './db/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './errors/error-handler.ts';
import { accountsPlugin } from './features/accounts/accounts.plugin.ts';
import { authPlugin } from './features/accounts/auth.plugin.ts';
import { cmAccountsRoutes } from './features/accounts/cm-accounts.routes.ts';
import { devicesRoutes } from './features/accounts/devices.routes.ts';
import { loginRoutes } from './features/accounts/login.routes.ts';
import { passwordRoutes } from './features/accounts/password.routes.ts';
import { passwordHasherPlugin } from './features/accounts/password-hasher.plugin.ts';
import { apiDocsPlugin } from './features/api-docs/api-docs.plugin.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { billingSystemPlugin } from './features/billing-system/billing-system.plugin.ts';
import { catalogPlugin } from './features/catalog/catalog.plugin.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { consoleCatalogRoutes } from './features/catalog/console-catalog.routes.ts';
import { COMPRESSION_THRESHOLD_BYTES, QUICK_BROTLI_PARAMS } from './features/catalog/ready-bytes.ts';
import { dataUsePlugin } from './features/data-use/data-use.plugin.ts';
import { dataUseRoutes } from './features/data-use/data-use.routes.ts';
import { demoCatalogPlugin } from './features/demo/demo-catalog.plugin.ts';
import { geoPlugin } from './features/geo/geo.plugin.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { gloVerifyPlugin } from './features/glo-verify/glo-verify.plugin.ts';
import { gloVerifyRoutes } from './features/glo-verify/glo-verify.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { jobsPlugin } from './features/jobs/jobs.plugin.ts';
import { livePlugin, liveRoutes } from './features/live/live.plugin.ts';
import { av1LadderPlugin } from './features/media/av1-ladder.plugin.ts';
import { consoleMediaRoutes } from './features/media/console-media.routes.ts';
import { mediaPlugin, mediaRoutes } from './features/media/media.plugin.ts';
import { messagingPlugin } from './features/messaging/messaging.plugin.ts';
import { metricsPlugin } from './features/metrics/metrics.plugin.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { consolePackagesRoutes } from './features/packages/console-packages.routes.ts';
import { packagesPlugin } from './features/packages/packages.plugin.ts';
import { packagesSeedPlugin } from './features/packages/packages-seed.plugin.ts';
import { cardWebhookRoutes } from './features/payments/card-webhook.routes.ts';
import { paymentsPlugin } from './features/payments/payments.plugin.ts';
import { purchaseRoutes } from './features/payments/purchase.routes.ts';
import { purchaseHistoryRoutes } from './features/payments/purchase-history.routes.ts';
import { preferencesPlugin } from './features/preferences/preferences.plugin.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { consoleReportsRoutes } from './features/reports/console-reports.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { consoleSettingsRoutes } from './features/settings/console-settings.routes.ts';
import { settingsPlugin } from './features/settings/settings.plugin.ts';
import { staffPlugin } from './features/staff/staff.plugin.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { streamLeasesPlugin } from './features/stream-leases/stream-leases.plugin.ts';
import { streamLeasesRoutes } from './features/stream-leases/stream-leases.routes.ts';
import { previewStreamRoutes } from './features/streams/preview-stream.routes.ts';
import { streamsPlugin } from './features/streams/streams.plugin.ts';
import { streamsRoutes } from './features/streams/streams.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { supportPurchasesRoutes } from './features/support-purchases/support-purchases.routes.ts';
import { uploadsPlugin } from './features/uploads/uploads.plugin.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { usagePlugin } from './features/usage/usage.plugin.ts';
import { usageLogsRoutes } from './features/usage/usage-logs.routes.ts';
import { watchingPlugin } from './features/watching/watching.plugin.ts';
import { watchingRoutes } from './features/watching/watching.routes.ts';
import { webAppPlugin } from './features/web-app/web-app.plugin.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { developmentRoutes } from './plugins/development-routes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { wellFormedTextPlugin } from './plugins/well-formed-text.ts';

export interface AppOptions {
  /** The complete configuration: every operator system's address and credentials are already in it. */
  config: Config;
  /** A database made by the caller (tests); otherwise opened from the configuration. */
  db?: Db;
  /** Seed the packages when missing, and outside production the demo catalog (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** The built first-view renderer (default: apps/web/dist-ssr beside the web app's dist). */
  firstViewRenderer?: string;
  /** Decides which packages are active and when purchases are checked; tests move it to see packages expire. */
  clock?: () => Date;
}

/** The whole portal as one Fastify instance: tests build exactly what production runs. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger || false,
    trustProxy: config.trustedProxies,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // The first start migrates, seeds the demo catalog and draws its images: on a slow or busy machine that
    // takes far longer than Fastify's 10 s default for one plugin, and must not abort the start.
    pluginTimeout: 300_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  await app.register(wellFormedTextPlugin);
  // helmet's headers and the permissions policy, worked out once.
  await app.register(securityHeadersPlugin);
  // Our users pay for every byte: JSON and HTML go out compressed (built assets are compressed once, at build).
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // The answers compressed here are small: the large catalog ones are compressed once (decision 025).
    brotliOptions: { params: QUICK_BROTLI_PARAMS },
  });
  await app.register(fastifyCookie);
  await app.register(dbPlugin, { db: options.db });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(geoPlugin);
  await app.register(gloVerifyPlugin);
  await app.register(messagingPlugin);
  await app.register(billingSystemPlugin);
  await app.register(authPlugin);
  await app.register(passwordHasherPlugin);
  await app.register(accountsPlugin);
  await app.register(catalogPlugin, { clock: options.clock });
  await app.register(packagesPlugin);
  if (options.seed !== false) {
    await app.register(packagesSeedPlugin);
    // The demo catalog is development data: a production database starts with the packages alone.
    if (config.env !== 'production') await app.register(demoCatalogPlugin);
  }
  await app.register(dataUsePlugin, { clock: options.clock });
  await app.register(mediaPlugin);
  await app.register(livePlugin, { clock: options.clock });
  await app.register(preferencesPlugin);
  await app.register(watchingPlugin);
  await app.register(streamsPlugin, { clock: options.clock });
  await app.register(settingsPlugin);
  await app.register(streamLeasesPlugin, { clock: options.clock });
  await app.register(paymentsPlugin, { clock: options.clock });
  await app.register(staffPlugin);
  await app.register(usagePlugin);
  await app.register(jobsPlugin);
  await app.register(av1LadderPlugin);
  await app.register(uploadsPlugin);

  await app.register(apiDocsPlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(apiDocsRoutes);
  await app.register(geoRoutes);
  await app.register(gloVerifyRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(cmAccountsRoutes);
  await app.register(devicesRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes, { clock: options.clock });
  await app.register(mediaRoutes);
  await app.register(liveRoutes);
  await app.register(streamsRoutes);
  await app.register(previewStreamRoutes);
  await app.register(streamLeasesRoutes);
  await app.register(preferencesRoutes);
  await app.register(dataUseRoutes);
  await app.register(watchingRoutes);
  await app.register(usageLogsRoutes);
  await app.register(purchaseRoutes);
  await app.register(cardWebhookRoutes);
  await app.register(purchaseHistoryRoutes);
  await app.register(staffRoutes);
  await app.register(consolePackagesRoutes);
  await app.register(uploadsRoutes);
  await app.register(consoleMediaRoutes);
  await app.register(consoleCatalogRoutes);
  await app.register(supportPurchasesRoutes);
  await app.register(supportRoutes);
  await app.register(consoleReportsRoutes);
  await app.register(consoleSettingsRoutes);
  // Development and test modes only, chosen explicitly: production has no such route at all.
  if (config.env !== 'production') await app.register(developmentRoutes);
  await app.register(webAppPlugin, {
    distDir: options.webDistDir,
    firstViewRenderer: options.firstViewRenderer,
  });

  return app;
}
