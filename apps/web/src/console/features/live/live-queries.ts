import type { ConsoleChannel, ConsoleChannelCategory } from '@glotv/contracts/live-console';
import type { ConsolePackage } from '@glotv/contracts/packages';
import { useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../lib/console-api.ts';

export const channelsKey = ['console', 'live', 'channels'] as const;

export interface ChannelsAndCategories {
  channels: ConsoleChannel[];
  categories: ConsoleChannelCategory[];
}

export const useChannels = () =>
  useQuery({
    queryKey: channelsKey,
    queryFn: () =>
      consoleApi.get<{ data: ChannelsAndCategories }>('/live/channels').then((answer) => answer.data),
  });

export const usePackages = () =>
  useQuery({
    queryKey: ['console', 'packages'],
    queryFn: () => consoleApi.get<{ data: ConsolePackage[] }>('/packages').then((answer) => answer.data),
  });

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
