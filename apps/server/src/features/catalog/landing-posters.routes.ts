import type { ContentItem } from '@glotv/contracts/catalog';
import {
  LANDING_POSTERS_MAX,
  type LandingPoster,
  landingPostersResponseSchema,
} from '@glotv/contracts/landing';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { cachedCatalogAnswer } from './conditional-get.ts';

/** The first titles with a poster across the carousels, each once, in carousel order. */
export function landingPosters(items: readonly ContentItem[], max = LANDING_POSTERS_MAX): LandingPoster[] {
  const seen = new Set<string>();
  const posters: LandingPoster[] = [];
  for (const item of items) {
    const key = `${item.type}:${item.id}`;
    if (!item.image_id || seen.has(key)) continue;
    seen.add(key);
    posters.push({
      type: item.type,
      title: item.title,
      image_id: item.image_id,
      image_placeholder: item.image_placeholder ?? null,
    });
    if (posters.length === max) break;
  }
  return posters;
}

/**
 * Public: the signed-out landing's strip of posters. Titles, poster ids and placeholders only, the same for everyone, so it
 * is served from the catalog cache and browsers and proxies may keep it a few minutes.
 */
export async function landingPostersRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/global/landing/posters',
    { schema: { response: { 200: landingPostersResponseSchema } }, ...compressedWhenMade },
    async (request, reply) =>
      cachedCatalogAnswer(
        app.catalogCache,
        request,
        reply,
        async () => {
          const categories = await app.catalog.vodCategories.content({
            limitPerCategory: LANDING_POSTERS_MAX,
          });
          return { data: landingPosters(categories.flatMap((category) => category.content)) };
        },
        'public, max-age=300',
      ),
  );
}
