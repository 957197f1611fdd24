import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * All SQL of the search. `search_documents` (migration 0020) holds every searchable text, folded (lower case, no
 * accents) by `search_fold`; its GIN trigram index serves the `<%`, `%` and `like` matches below. pg_trgm lives in
 * `public`, which is not on a test schema's search path: its operators and functions are named with the schema.
 */

/** Published and not deleted (the catalog lists' rule), for a table alias. */
const visible = (alias: string) =>
  sql`(${sql.ref(`${alias}.published_at`)} is not null and ${sql.ref(`${alias}.deleted_at`)} is null)`;

/** Candidates read before grouping: enough for every group to fill, few enough to stay cheap. */
const HIT_LIMIT = 400;

export interface SearchHitRow {
  kind: 'movie' | 'series' | 'episode' | 'channel' | 'person';
  role: 'cast' | 'director' | null;
  text: string;
  folded: string;
  score: number;
  movie_id: number | null;
  movie_uid: string | null;
  movie_title: string | null;
  movie_title_pt: string | null;
  movie_image_id: string | null;
  series_id: number | null;
  series_uid: string | null;
  series_title: string | null;
  series_title_pt: string | null;
  series_image_id: string | null;
  episode_id: number | null;
  episode_title: string | null;
  episode_title_pt: string | null;
  episode_number: number | null;
  season_number: number | null;
  channel_id: number | null;
  channel_uid: string | null;
  channel_name: string | null;
  channel_logo_image_id: string | null;
  image_placeholder: string | null;
}

export interface TitleRow {
  type: 'movie' | 'series';
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  image_placeholder: string | null;
}

/**
 * How a folded text matches the folded query. Three characters or more: a word (or run of words) of the text close
 * to the query (`<%`: word similarity ≥ `pg_trgm.word_similarity_threshold`, 0.6 by default), which takes typing
 * mistakes and a word begun. Shorter: a word of the text begins with it (trigrams need three characters).
 */
function matches(query: RawBuilder<string>, short: boolean): RawBuilder<boolean> {
  if (short) {
    return sql<boolean>`(d.folded like ${query} || '%' or d.folded like '% ' || ${query} || '%')`;
  }
  return sql<boolean>`${query} operator(public.<%) d.folded`;
}

/** The folded query; an immutable function of a constant, so the planner computes it once. */
const folded = (input: string) => sql<string>`search_fold(${escapeLike(input)})`;

/** `%`, `_` and `\` typed in the field are matched as themselves by `like`. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export const searchRepository = {
  /**
   * For the rest of the transaction, plan with the trigram index. PostgreSQL costs the similarity operators like a
   * comparison, so on a few thousand documents it prefers reading them all, computing a similarity per row, which
   * is what the index spares (about twice slower at ten times the demo catalog).
   */
  async preferIndex(db: Db): Promise<void> {
    await sql`set local enable_seqscan = off`.execute(db);
  },

  /** For the rest of the transaction, plan as usual (the most watched titles read every title anyway). */
  async planAsUsual(db: Db): Promise<void> {
    await sql`set local enable_seqscan = on`.execute(db);
  },

  /** For the rest of the transaction, `<%` matches from this word similarity (the suggestions' looser match). */
  async wordSimilarityFrom(db: Db, threshold: number): Promise<void> {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`.execute(db);
  },

  /**
   * The documents matching `input` whose title or channel a subscriber may see, best first: an episode counts
   * only with its series visible, a person with the title they are in. Each row carries what its result shows.
   */
  async hits(db: Db, input: string): Promise<SearchHitRow[]> {
    const query = folded(input);
    const short = [...input].length < 3;
    const { rows } = await sql<SearchHitRow>`
      select d.kind, d.role, d.text, d.folded,
        (public.word_similarity(${query}, d.folded) + public.similarity(${query}, d.folded)
          + case when d.folded like ${query} || '%' then 0.5
                 when d.folded like '%' || ${query} || '%' then 0.25 else 0 end)::float8 as score,
        m.id as movie_id, m.uid as movie_uid, m.title as movie_title, m.title_pt as movie_title_pt,
        m.image_id as movie_image_id,
        s.id as series_id, s.uid as series_uid, s.title as series_title, s.title_pt as series_title_pt,
        s.image_id as series_image_id,
        e.id as episode_id, e.title as episode_title, e.title_pt as episode_title_pt, e.number as episode_number,
        sn.number as season_number,
        c.id as channel_id, c.uid as channel_uid, c.name as channel_name, c.logo_normal_image_id as channel_logo_image_id,
        i.placeholder as image_placeholder
      from search_documents d
      left join movies m on m.id = d.movie_id
      left join episodes e on e.id = d.episode_id
      left join seasons sn on sn.id = e.season_id
      left join series s on s.id = coalesce(d.series_id, sn.series_id)
      left join channels c on c.id = d.channel_id
      left join images i on i.id = coalesce(m.image_id, s.image_id, c.logo_normal_image_id)
      where ${matches(query, short)}
        and case
          when d.movie_id is not null then ${visible('m')}
          when d.channel_id is not null then c.enabled
          when d.episode_id is not null then ${visible('e')} and ${visible('s')}
          else ${visible('s')}
        end
      order by score desc, d.id
      limit ${HIT_LIMIT}`.execute(db);
    return rows;
  },

  /**
   * Visible movies and series whose title has a word close to `input` (`<%` at the threshold the caller set),
   * nearest first.
   */
  async closestTitles(db: Db, input: string, limit: number): Promise<TitleRow[]> {
    const query = folded(input);
    const { rows } = await sql<TitleRow & { closeness: number }>`
      select type, id, uid, title, title_pt, image_id, image_placeholder, closeness from (
        select distinct on (coalesce(m.id, -s.id))
          case when m.id is not null then 'movie' else 'series' end as type,
          coalesce(m.id, s.id) as id, coalesce(m.uid, s.uid) as uid,
          coalesce(m.title, s.title) as title,
          case when m.id is not null then m.title_pt else s.title_pt end as title_pt,
          coalesce(m.image_id, s.image_id) as image_id, i.placeholder as image_placeholder,
          public.word_similarity(${query}, d.folded)::float8 as closeness
        from search_documents d
        left join movies m on m.id = d.movie_id and ${visible('m')}
        left join series s on s.id = d.series_id and ${visible('s')}
        left join images i on i.id = coalesce(m.image_id, s.image_id)
        where ${query} operator(public.<%) d.folded
          and d.kind in ('movie', 'series') and (m.id is not null or s.id is not null)
        order by coalesce(m.id, -s.id), closeness desc
      ) nearest
      order by closeness desc, type, id
      limit ${limit}`.execute(db);
    return rows;
  },

  /**
   * The most watched visible movies and series since `since` (streaming minutes of the weekly roll-up; a series
   * counts its episodes'), then the best rated, then the newest.
   */
  async mostWatchedTitles(db: Db, since: Date, limit: number): Promise<TitleRow[]> {
    const week = since.toISOString().slice(0, 10);
    const { rows } = await sql<TitleRow>`
      with watched as (
        select content_uid, sum(minutes) as minutes from usage_minutes_weekly
        where kind = 'title' and week >= ${week}::date
        group by content_uid
      ), titles as (
        select 'movie' as type, m.id, m.uid, m.title, m.title_pt, m.image_id, m.rating, m.added_at,
          coalesce(w.minutes, 0) as minutes
        from movies m left join watched w on w.content_uid = m.uid
        where ${visible('m')}
        union all
        select 'series', s.id, s.uid, s.title, s.title_pt, s.image_id, s.rating, s.added_at,
          coalesce((select sum(w.minutes) from watched w
            join episodes e on e.uid = w.content_uid
            join seasons sn on sn.id = e.season_id
            where sn.series_id = s.id), 0)
        from series s
        where ${visible('s')}
      )
      select t.type, t.id, t.uid, t.title, t.title_pt, t.image_id, i.placeholder as image_placeholder
      from titles t left join images i on i.id = t.image_id
      order by t.minutes desc, t.rating desc nulls last, t.added_at desc, t.type, t.id
      limit ${limit}`.execute(db);
    return rows;
  },
};
