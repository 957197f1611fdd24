import { basename, paths } from '../../../config/paths.ts';

/** Where a purchase made from the pay prompt may lead back to: the players of a movie, an episode or a channel. */
const players = [paths.movieStream, paths.episodeStream, paths.channelPlayer, paths.channelPlayerOnDashboard];

/** Whether `path` (inside the app, without the base) opens a player, and nothing but this app's own page. */
export function isReturnTarget(path: string): boolean {
  const route = path.split(/[?#]/, 1)[0];
  return players.some((player) => route === player) && !/[\s\\]/.test(path);
}

/** Whether `path` is a page of this app (inside it, without the base): not another site, nothing odd in it. */
export function isAppPage(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path);
}

/**
 * The player a content link opens, from the link's `href` (react-router writes it with the base): the path
 * inside the app, or null for a link elsewhere. Only the address is kept, no navigation state, so the player
 * asks the server afresh whether the title now plays.
 */
export function returnTargetOf(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${basename}/`)) return null;
  const path = `${url.pathname.slice(basename.length)}${url.search}`;
  return isReturnTarget(path) ? path : null;
}
