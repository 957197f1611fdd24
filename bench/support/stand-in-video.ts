import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../apps/server/src/db/database.ts';
import { sql } from '../../apps/server/src/db/sql.ts';

/** 30 minutes of 4-second segments: longer than any demo programme's slot it stands in for is never needed. */
const SEGMENTS = 450;
const SEGMENT_SECONDS = 4;

/**
 * A ready asset whose Data Saver playlist lists segments that are never fetched, linked to every guide
 * programme without a video, so that live channels have something to play out in a portal that encodes no
 * video (NODE_ENV=test). The live media playlist is built from this file and the guide, as it is from real
 * video: what the bench measures is the playlist's cost, not the segments'.
 */
export async function linkStandInVideo(db: Db, dataDir: string): Promise<string> {
  const id = randomUUID();
  const folder = `assets/${id}`;
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MAP:URI="init.mp4"',
    ...Array.from({ length: SEGMENTS }, (_, index) => [
      `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`,
      `seg_${String(index + 1).padStart(5, '0')}.m4s`,
    ]).flat(),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  const renditionDir = path.join(dataDir, 'media', folder, 'data_saver');
  fs.mkdirSync(renditionDir, { recursive: true });
  fs.writeFileSync(path.join(renditionDir, 'index.m3u8'), playlist);
  await sql`insert into media_assets (id, status, folder, duration_seconds)
    values (${id}, 'ready', ${folder}, ${SEGMENTS * SEGMENT_SECONDS})`.execute(db);
  await sql`update epg_programmes set media_asset_id = ${id} where media_asset_id is null`.execute(db);
  return id;
}
