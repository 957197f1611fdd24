import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import { type DiscontinuityBase, rebaseDiscontinuities } from '../lib/discontinuity-rebase.ts';

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js's own loader for playlists, with each live playlist's discontinuity sequence rebased (see
 * discontinuity-rebase.ts) by one base per hls.js instance: a new class, so pass a new one to each instance.
 */
export function rebasingPlaylistLoader(DefaultLoader: LoaderClass): PlaylistLoaderConstructor {
  const state: DiscontinuityBase = { base: null };
  return class RebasingPlaylistLoader extends DefaultLoader {
    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ) {
      super.load(context, config, {
        ...callbacks,
        onSuccess: (response, stats, loaded, networkDetails) => {
          if (typeof response.data === 'string') response.data = rebaseDiscontinuities(response.data, state);
          callbacks.onSuccess(response, stats, loaded, networkDetails);
        },
      });
    }
  } as unknown as PlaylistLoaderConstructor;
}
