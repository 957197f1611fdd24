import { type Kysely, sql } from 'kysely';

/**
 * An asset may carry a ladder per video codec (H.264 for every device, AV1 where it decodes smoothly): a
 * rendition is one quality of one codec's ladder. Existing renditions are H.264.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table renditions
    add column video_codec text not null default 'h264' check (video_codec in ('h264', 'av1'))`.execute(db);
  await sql`alter table renditions drop constraint renditions_asset_id_quality_key`.execute(db);
  await sql`alter table renditions add constraint renditions_asset_id_video_codec_quality_key
    unique (asset_id, video_codec, quality)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from renditions where video_codec <> 'h264'`.execute(db);
  await sql`alter table renditions drop constraint renditions_asset_id_video_codec_quality_key`.execute(db);
  await sql`alter table renditions add constraint renditions_asset_id_quality_key unique (asset_id, quality)`.execute(
    db,
  );
  await sql`alter table renditions drop column video_codec`.execute(db);
}
