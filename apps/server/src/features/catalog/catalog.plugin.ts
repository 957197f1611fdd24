import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BannersService } from './banners.service.ts';
import { CatalogCache } from './catalog-cache.ts';
import { CatalogEditor } from './catalog-editor.service.ts';
import { CatalogImages } from './catalog-images.service.ts';
import { publishCatalogInvalidation, subscribeToCatalogInvalidation } from './catalog-invalidation.ts';
import { ChannelsService } from './channels.service.ts';
import { listenForEntitlementChanges } from './entitlements-invalidation.ts';
import { ImageVariantsService } from './image-variants.service.ts';
import { MoviesService } from './movies.service.ts';
import { SeriesService } from './series.service.ts';
import { UserPackagesService } from './user-packages.service.ts';
import { VodCategoriesService } from './vod-categories.service.ts';

export interface CatalogServices {
  channels: ChannelsService;
  movies: MoviesService;
  series: SeriesService;
  vodCategories: VodCategoriesService;
  userPackages: UserPackagesService;
  banners: BannersService;
  images: ImageVariantsService;
  /** The editor's writes: each in a transaction, then the catalog cache cleared on every instance. */
  editor: CatalogEditor;
  /** Posters, banners and stills uploaded by an editor. */
  uploads: CatalogImages;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogServices;
    /** Catalog answers shared by every user; `invalidate()` after changing the catalog, on any instance. */
    catalogCache: CatalogCache;
  }
}

export interface CatalogPluginOptions {
  /** Decides which purchases are active; tests move it to see packages expire. */
  clock?: () => Date;
}

/** The content API's services and its cache, which with Redis is cleared on every instance at once. */
export const catalogPlugin = fp<CatalogPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { db, redis } = app;
    const clock = options.clock ?? (() => new Date());
    const cache = new CatalogCache(redis ? { publishInvalidation: publishCatalogInvalidation(redis) } : {});
    if (redis) {
      const unsubscribe = await subscribeToCatalogInvalidation(redis, () => cache.clearLocal(), app.log);
      app.addHook('onClose', unsubscribe);
      await listenForEntitlementChanges(app, redis);
    }
    app.decorate('catalogCache', cache);
    app.decorate('catalog', {
      channels: new ChannelsService(db, clock),
      movies: new MoviesService(db, clock),
      series: new SeriesService(db, clock),
      vodCategories: new VodCategoriesService(db),
      userPackages: new UserPackagesService(db, clock, cache),
      banners: new BannersService(db, clock),
      images: new ImageVariantsService(db, path.join(app.config.dataDir, 'media')),
      editor: new CatalogEditor(db, cache, clock),
      uploads: new CatalogImages(db, path.join(app.config.dataDir, 'media')),
    });
  },
  { name: 'catalog', dependencies: ['config', 'db', 'redis', 'auth'] },
);
