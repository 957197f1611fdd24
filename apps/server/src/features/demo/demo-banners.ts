import type { Insertable } from 'kysely';
import type { BannersTable } from '../../db/schema.ts';
import { demoBanners, demoMovies } from './demo-catalog.data.ts';
import { bannerImageId, movieUid, seriesUid } from './demo-catalog.ids.ts';
import type { DemoBanner } from './demo-catalog.types.ts';
import { demoChannels } from './demo-channels.data.ts';
import { demoSeries } from './demo-series.data.ts';

/** A banner joined to what it points at: the row to insert and the seed its artwork shares with that content. */
export interface ResolvedBanner {
  banner: DemoBanner;
  row: Insertable<BannersTable>;
  /** The poster's or logo's seed, so a banner looks like the title it advertises. */
  artSeed: string;
}

/** A banner opens the live player, the movie detail page or the series page. */
const targets = {
  channel: { type: 'LIVE', vodType: null, link: '/channelsplayer' },
  movie: { type: 'VOD', vodType: 'MOVIE', link: '/moviesdetailpage' },
  series: { type: 'VOD', vodType: 'SERIES', link: '/series' },
} as const;

function findTarget({ kind, uid }: DemoBanner['target']): { id: number; artSeed: string } {
  const found =
    kind === 'channel'
      ? demoChannels.find((channel) => channel.uid === uid)
      : kind === 'movie'
        ? demoMovies.find((movie) => movieUid(movie) === uid)
        : demoSeries.find((series) => seriesUid(series) === uid);
  if (!found) throw new Error(`Demo banner points at a missing ${kind}: ${uid}`);
  return { id: found.id, artSeed: 'title' in found ? found.title : found.uid };
}

export function resolveBanners(): ResolvedBanner[] {
  return demoBanners.map((banner, index) => {
    const { id, artSeed } = findTarget(banner.target);
    const target = targets[banner.target.kind];
    const row: Insertable<BannersTable> = {
      id: banner.id,
      type: target.type,
      vod_type: target.vodType,
      link: target.link,
      title: banner.title,
      content_id: id,
      banner_image_id: bannerImageId(banner.target.kind, banner.target.uid),
      position: index + 1,
    };
    return { banner, row, artSeed };
  });
}
