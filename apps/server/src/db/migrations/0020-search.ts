import { type Kysely, sql } from 'kysely';

/**
 * Subscriber search (decision 035): one row per searchable text in `search_documents` — a movie's, a series',
 * an episode's or a channel's names in English and Portuguese, and every person a movie's or series' cast and
 * director name — kept by triggers on the catalog tables in the transaction that writes them, so an edit in the
 * console is found (or no longer found) at once. `folded` is the text lower-cased and without accents; a GIN
 * trigram index over it serves similarity and substring matching. Visibility (published, not deleted, channel
 * enabled) is decided when searching, by joining the catalog rows, never copied here.
 *
 * unaccent lives in `public` beside pg_trgm (migration 0017), under the same advisory lock. `unaccent()` is only
 * stable (its dictionary could change), so `search_fold` names the dictionary and is declared immutable: what
 * the generated column and the index need. The dictionary shipped with PostgreSQL and PGlite never changes
 * under a running database; were it replaced, `update search_documents set text = text` recomputes every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(7211030)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  await sql`create function search_fold(value text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`.execute(db);

  await sql`create table search_documents (
    id bigint generated always as identity primary key,
    kind text not null check (kind in ('movie', 'series', 'episode', 'channel', 'person')),
    movie_id integer references movies (id) on delete cascade,
    series_id integer references series (id) on delete cascade,
    episode_id integer references episodes (id) on delete cascade,
    channel_id integer references channels (id) on delete cascade,
    role text check (role in ('cast', 'director')),
    text text not null,
    folded text generated always as (search_fold(text)) stored,
    check (num_nonnulls(movie_id, series_id, episode_id, channel_id) = 1),
    check ((kind = 'person') = (role is not null))
  )`.execute(db);
  await sql`create index search_documents_folded_trgm on search_documents
    using gin (folded public.gin_trgm_ops)`.execute(db);
  await sql`create index search_documents_movie on search_documents (movie_id) where movie_id is not null`.execute(
    db,
  );
  await sql`create index search_documents_series on search_documents (series_id) where series_id is not null`.execute(
    db,
  );
  await sql`create index search_documents_episode on search_documents (episode_id)
    where episode_id is not null`.execute(db);
  await sql`create index search_documents_channel on search_documents (channel_id)
    where channel_id is not null`.execute(db);

  // A cast list or a director field names people apart with commas (or semicolons); each is one document.
  await sql`create function search_people(cast_list text, director text)
    returns table (role text, name text) language sql immutable parallel safe as $$
    select distinct p.role, p.name from (
      select 'cast' as role, btrim(part) as name from regexp_split_to_table(coalesce(cast_list, ''), '[,;]') part
      union all
      select 'director', btrim(part) from regexp_split_to_table(coalesce(director, ''), '[,;]') part
    ) p where p.name <> ''
  $$`.execute(db);

  await sql`create function search_documents_of_movie() returns trigger language plpgsql as $$
    begin
      delete from search_documents where movie_id = new.id;
      insert into search_documents (kind, movie_id, text)
        select distinct 'movie', new.id, t from unnest(array[new.title, new.title_pt]) t where btrim(coalesce(t, '')) <> '';
      insert into search_documents (kind, movie_id, role, text)
        select 'person', new.id, p.role, p.name from search_people(new.cast_list, new.director) p;
      return null;
    end $$`.execute(db);
  await sql`create trigger movies_search_documents after insert or update of title, title_pt, cast_list, director
    on movies for each row execute function search_documents_of_movie()`.execute(db);

  await sql`create function search_documents_of_series() returns trigger language plpgsql as $$
    begin
      delete from search_documents where series_id = new.id;
      insert into search_documents (kind, series_id, text)
        select distinct 'series', new.id, t from unnest(array[new.title, new.title_pt]) t where btrim(coalesce(t, '')) <> '';
      insert into search_documents (kind, series_id, role, text)
        select 'person', new.id, p.role, p.name from search_people(new.cast_list, new.director) p;
      return null;
    end $$`.execute(db);
  await sql`create trigger series_search_documents after insert or update of title, title_pt, cast_list, director
    on series for each row execute function search_documents_of_series()`.execute(db);

  await sql`create function search_documents_of_episode() returns trigger language plpgsql as $$
    begin
      delete from search_documents where episode_id = new.id;
      insert into search_documents (kind, episode_id, text)
        select distinct 'episode', new.id, t from unnest(array[new.title, new.title_pt]) t where btrim(coalesce(t, '')) <> '';
      return null;
    end $$`.execute(db);
  await sql`create trigger episodes_search_documents after insert or update of title, title_pt
    on episodes for each row execute function search_documents_of_episode()`.execute(db);

  await sql`create function search_documents_of_channel() returns trigger language plpgsql as $$
    begin
      delete from search_documents where channel_id = new.id;
      insert into search_documents (kind, channel_id, text)
        select distinct 'channel', new.id, t from unnest(array[new.name, new.short_name]) t where btrim(coalesce(t, '')) <> '';
      return null;
    end $$`.execute(db);
  await sql`create trigger channels_search_documents after insert or update of name, short_name
    on channels for each row execute function search_documents_of_channel()`.execute(db);

  // The rows already stored: touching the searched columns fires the triggers above.
  await sql`update movies set title = title`.execute(db);
  await sql`update series set title = title`.execute(db);
  await sql`update episodes set title = title`.execute(db);
  await sql`update channels set name = name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger channels_search_documents on channels`.execute(db);
  await sql`drop trigger episodes_search_documents on episodes`.execute(db);
  await sql`drop trigger series_search_documents on series`.execute(db);
  await sql`drop trigger movies_search_documents on movies`.execute(db);
  await sql`drop function search_documents_of_channel()`.execute(db);
  await sql`drop function search_documents_of_episode()`.execute(db);
  await sql`drop function search_documents_of_series()`.execute(db);
  await sql`drop function search_documents_of_movie()`.execute(db);
  await sql`drop function search_people(text, text)`.execute(db);
  await sql`drop table search_documents`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
}
