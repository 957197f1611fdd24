/** What a player page plays: parsed from its URL (reload, shared link) or its navigation state. */
export type StreamTarget =
  | { kind: 'trailer'; movieId: number }
  | { kind: 'seriesTrailer'; seriesId: number }
  | { kind: 'movie'; movieId: number }
  | { kind: 'episode'; episodeId: number; seriesId: number | null }
  | { kind: 'channel'; uid: string; name: string | null; id: number | null; purchased: number[] | null }
  /** One programme of a channel from its start: start-over while it airs, catch-up once it has ended. */
  | { kind: 'programme'; uid: string; programmeId: string };

/** A programme id as the guide gives it (`?programme=` on the channel player). */
export function parseProgrammeId(search: string): string | null {
  const value = new URLSearchParams(search).get('programme');
  return value !== null && /^[1-9][0-9]{0,17}$/.test(value) ? value : null;
}

function toId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;
}

const record = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

/** The URL's value wins over the state's. */
function idFrom(search: URLSearchParams, state: Record<string, unknown>, key: string): number | null {
  return toId(search.get(key)) ?? toId(state[key]);
}

/** '/moviestrailer?movieID=' (or `?seriesID=` from a series page). */
export function parseTrailer(search: string, state: unknown): StreamTarget | null {
  const params = new URLSearchParams(search);
  const fields = record(state);
  const movieId = idFrom(params, fields, 'movieID');
  if (movieId !== null) return { kind: 'trailer', movieId };
  const seriesId = idFrom(params, fields, 'seriesID');
  return seriesId === null ? null : { kind: 'seriesTrailer', seriesId };
}

/** '/moviestreampage?movieID=' or the detail page's state. */
export function parseMovieStream(search: string, state: unknown): StreamTarget | null {
  const movieId = idFrom(new URLSearchParams(search), record(state), 'movieID');
  return movieId === null ? null : { kind: 'movie', movieId };
}

/** '/episodestream?id=&seriesID=' or state id and seriesID. */
export function parseEpisodeStream(search: string, state: unknown): StreamTarget | null {
  const params = new URLSearchParams(search);
  const fields = record(state);
  const episodeId = idFrom(params, fields, 'id');
  if (episodeId === null) return null;
  return { kind: 'episode', episodeId, seriesId: idFrom(params, fields, 'seriesID') };
}

const channelUid = /^[a-z0-9][a-z0-9_-]{0,127}$/i;

/**
 * '/channelsplayer?uid=' (and on the dashboard): state uid, name, id and the purchased list. The state's
 * name and list are kept only when the state names the same channel as the URL.
 */
export function parseChannel(search: string, state: unknown): StreamTarget | null {
  const params = new URLSearchParams(search);
  const fields = record(state);
  const fromUrl = params.get('uid');
  const fromState = typeof fields.uid === 'string' ? fields.uid : null;
  const uid = fromUrl ?? fromState;
  if (uid === null || !channelUid.test(uid)) return null;
  const same = fromState === uid;
  const purchased =
    same && Array.isArray(fields.purchased)
      ? fields.purchased.filter((id) => toId(id) !== null).map(Number)
      : null;
  return {
    kind: 'channel',
    uid,
    name: same && typeof fields.name === 'string' && fields.name !== '' ? fields.name : null,
    id: toId(params.get('id')) ?? (same ? toId(fields.id) : null),
    purchased,
  };
}
