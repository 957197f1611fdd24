import type { ConsoleChannel } from '@glotv/contracts/live-console';
import { useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../lib/console-api.ts';
import type { BannerTargetType } from './banner-form.ts';

export interface BannerTarget {
  id: number;
  name: string;
}
export type BannerTargets = Record<BannerTargetType, BannerTarget[]>;

interface CatalogListRow {
  id: number;
  title: string;
}

/** The movies, series and channels a banner can open, for the picker and to name a banner's target. */
export function useBannerTargets() {
  return useQuery({
    queryKey: ['console', 'banners', 'targets'],
    queryFn: async (): Promise<BannerTargets> => {
      const [movies, series, channels] = await Promise.all([
        consoleApi.get<{ data: CatalogListRow[] }>('/catalog/movies'),
        consoleApi.get<{ data: CatalogListRow[] }>('/catalog/series'),
        consoleApi.get<{ data: { channels: ConsoleChannel[] } }>('/live/channels'),
      ]);
      const byName = (a: BannerTarget, b: BannerTarget) => a.name.localeCompare(b.name);
      return {
        movie: movies.data.map((row) => ({ id: row.id, name: row.title })).sort(byName),
        series: series.data.map((row) => ({ id: row.id, name: row.title })).sort(byName),
        channel: channels.data.channels.map((row) => ({ id: row.id, name: row.name })).sort(byName),
      };
    },
  });
}
