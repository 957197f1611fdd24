import { resolveBanners } from './demo-banners.ts';
import { demoMovies, demoVodCategories } from './demo-catalog.data.ts';
import {
  channelCardLogoId,
  channelLogoId,
  episodeStillId,
  moviePosterId,
  seriesPosterId,
} from './demo-catalog.ids.ts';
import { demoChannels } from './demo-channels.data.ts';
import { demoSeries } from './demo-series.data.ts';
import type { ImageKind, ImageSpec } from './generate-images.ts';

/** Sizes the web app shows: posters 2:3, banners and stills 16:9, channel logos as CARD and NORMAL. */
const SIZES = {
  poster: { width: 600, height: 900 },
  banner: { width: 1280, height: 720 },
  still: { width: 640, height: 360 },
  logoCard: { width: 400, height: 225 },
  logoNormal: { width: 256, height: 256 },
} as const;

type Size = keyof typeof SIZES;
type Art = Pick<ImageSpec, 'id' | 'seed' | 'title' | 'caption'>;

const image = (kind: ImageKind, size: Size, art: Art): ImageSpec => ({ kind, ...SIZES[size], ...art });
const categoryName = (uid: string | undefined) =>
  demoVodCategories.find((category) => category.uid === uid)?.name;

/** Every image the demo catalog refers to, in a stable order. */
export function demoImageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const movie of demoMovies) {
    const caption = `${movie.facts.year} · ${categoryName(movie.genres[1] ?? movie.genres[0])}`;
    specs.push(
      image('poster', 'poster', { id: moviePosterId(movie), seed: movie.title, title: movie.title, caption }),
    );
  }
  for (const series of demoSeries) {
    const poster = {
      id: seriesPosterId(series),
      seed: series.title,
      title: series.title,
      caption: 'Series · 2 seasons',
    };
    specs.push(image('poster', 'poster', poster));
    series.seasons.forEach((episodes, s) => {
      episodes.forEach(([title], e) => {
        const id = episodeStillId(series, s + 1, e + 1);
        const caption = `S${s + 1} · E${e + 1}`;
        specs.push(image('still', 'still', { id, seed: `${series.title} ${title}`, title, caption }));
      });
    });
  }
  for (const channel of demoChannels) {
    const brand = { seed: channel.uid, title: channel.shortName };
    specs.push(
      image('logo', 'logoCard', { id: channelCardLogoId(channel), ...brand, caption: channel.name }),
    );
    specs.push(image('logo', 'logoNormal', { id: channelLogoId(channel), ...brand }));
  }
  for (const { banner, row, artSeed } of resolveBanners()) {
    const art = { id: row.banner_image_id, seed: artSeed, title: banner.title, caption: banner.caption };
    specs.push(image('banner', 'banner', art));
  }
  return specs;
}
