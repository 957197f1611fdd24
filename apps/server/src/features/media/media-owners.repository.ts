import type { Db } from '../../db/database.ts';
import type { MediaOwnerKind } from '../../db/schema.ts';
import type { MediaOwner } from './media-links.repository.ts';

/** The catalog table behind each kind of owner: a trailer belongs to a movie, a filler to a channel. */
const ownerTable = {
  movie: 'movies',
  trailer: 'movies',
  episode: 'episodes',
  channel_filler: 'channels',
  demo: 'movies',
} as const satisfies Record<MediaOwnerKind, 'movies' | 'episodes' | 'channels'>;

/**
 * Finds the owner named on the command line by numeric id or public uid (`--movie 12`, `--movie
 * the-wedding-party`); throws a readable error when the catalog has no such title.
 */
export async function resolveOwner(db: Db, kind: MediaOwnerKind, reference: string): Promise<MediaOwner> {
  const table = ownerTable[kind];
  const query = db.selectFrom(table).select('id');
  const row = /^\d+$/.test(reference)
    ? await query.where('id', '=', Number(reference)).executeTakeFirst()
    : await query.where('uid', '=', reference).executeTakeFirst();
  if (!row) throw new Error(`No ${table.replace(/s$/, '')} with id or uid '${reference}' in the catalog.`);
  return { kind, id: row.id };
}

/**
 * Every owner of the catalog that should play something, in a stable order (for the demo's round robin):
 * each movie and its trailer, the first movie's preview clip (the landing's demo stream), every episode and
 * channel filler.
 */
export async function listCatalogOwners(db: Db): Promise<MediaOwner[]> {
  const [movies, episodes, channels] = await Promise.all([
    db.selectFrom('movies').select('id').orderBy('id').execute(),
    db.selectFrom('episodes').select('id').orderBy('id').execute(),
    db.selectFrom('channels').select('id').orderBy('id').execute(),
  ]);
  return [
    ...movies.flatMap((movie) => [
      { kind: 'movie' as const, id: movie.id },
      { kind: 'trailer' as const, id: movie.id },
    ]),
    ...movies.slice(0, 1).map((movie) => ({ kind: 'demo' as const, id: movie.id })),
    ...episodes.map((episode) => ({ kind: 'episode' as const, id: episode.id })),
    ...channels.map((channel) => ({ kind: 'channel_filler' as const, id: channel.id })),
  ];
}
