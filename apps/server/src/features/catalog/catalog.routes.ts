import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { bannersRoutes } from './banners.routes.ts';
import { requireKnownOperator } from './catalog-guards.ts';
import { channelsRoutes } from './channels.routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { landingPostersRoutes } from './landing-posters.routes.ts';
import { moviesRoutes } from './movies.routes.ts';
import { seriesRoutes } from './series.routes.ts';
import { userPackagesRoutes } from './user-packages.routes.ts';
import { vodCategoriesRoutes } from './vod-categories.routes.ts';

/**
 * The content API. Every `{operator}` path answers 404 for another operator, before anything else; all
 * routes but images need a signed-in user. Needs catalogPlugin.
 */
export async function catalogRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('preHandler', requireKnownOperator);
  await app.register(channelsRoutes);
  await app.register(moviesRoutes);
  await app.register(seriesRoutes);
  await app.register(vodCategoriesRoutes);
  await app.register(userPackagesRoutes);
  await app.register(bannersRoutes);
  await app.register(imagesRoutes);
  await app.register(landingPostersRoutes);
}
