import { type Kysely, sql } from 'kysely';

/**
 * Live TV run by editors. Channel categories carry their Portuguese name beside the English one (the server
 * sends the one asked for); the five demo categories that databases already hold get theirs here. Channels get
 * the id that XMLTV guides name them by (unique; existing channels take their uid) and can be disabled, which
 * hides them from subscribers. A row inserted without either takes the English name or the uid (a trigger, so
 * every writer gets the same default). Programmes may carry a Portuguese title and description from an imported guide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channel_categories add column name_pt text`.execute(db);
  await sql`
    update channel_categories set name_pt = coalesce(known.name_pt, channel_categories.name)
    from channel_categories as c
    left join (values ('news', 'Notícias'), ('entertainment', 'Entretenimento'), ('sports', 'Desporto'),
      ('kids', 'Infantil'), ('music', 'Música')) as known (uid, name_pt) on known.uid = c.uid
    where c.id = channel_categories.id`.execute(db);
  await sql`alter table channel_categories alter column name_pt set not null`.execute(db);
  await sql`create function channel_categories_default_name_pt() returns trigger language plpgsql as $$
    begin
      new.name_pt := coalesce(new.name_pt, new.name);
      return new;
    end $$`.execute(db);
  await sql`create trigger channel_categories_default_name_pt before insert on channel_categories
    for each row execute function channel_categories_default_name_pt()`.execute(db);
  await sql`alter table channel_categories add constraint channel_categories_names_check
    check (length(name) between 1 and 80 and length(name_pt) between 1 and 80)`.execute(db);

  await sql`alter table channels add column xmltv_id text`.execute(db);
  await sql`update channels set xmltv_id = uid`.execute(db);
  await sql`alter table channels alter column xmltv_id set not null`.execute(db);
  await sql`create function channels_default_xmltv_id() returns trigger language plpgsql as $$
    begin
      new.xmltv_id := coalesce(new.xmltv_id, new.uid);
      return new;
    end $$`.execute(db);
  await sql`create trigger channels_default_xmltv_id before insert on channels
    for each row execute function channels_default_xmltv_id()`.execute(db);
  await sql`alter table channels add constraint channels_xmltv_id_key unique (xmltv_id)`.execute(db);
  await sql`alter table channels add constraint channels_xmltv_id_check
    check (xmltv_id ~ '^[^[:space:]<>&"]{1,128}$')`.execute(db);
  await sql`alter table channels add column enabled boolean not null default true`.execute(db);
  await sql`alter table channels add constraint channels_source_url_check
    check (source_url is null or (source_url ~ '^https?://' and length(source_url) <= 2048))`.execute(db);

  await sql`alter table epg_programmes add column title_pt text, add column description_pt text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table epg_programmes drop column title_pt, drop column description_pt`.execute(db);
  await sql`alter table channels drop constraint channels_source_url_check`.execute(db);
  await sql`alter table channels drop column enabled`.execute(db);
  await sql`drop trigger channels_default_xmltv_id on channels`.execute(db);
  await sql`drop function channels_default_xmltv_id()`.execute(db);
  await sql`alter table channels drop column xmltv_id`.execute(db);
  await sql`alter table channel_categories drop constraint channel_categories_names_check`.execute(db);
  await sql`drop trigger channel_categories_default_name_pt on channel_categories`.execute(db);
  await sql`drop function channel_categories_default_name_pt()`.execute(db);
  await sql`alter table channel_categories drop column name_pt`.execute(db);
}
