import { parseArgs } from 'node:util';
import type { MediaOwnerKind } from '../../../db/schema.ts';

export type IngestCommand =
  | { kind: 'help' }
  | { kind: 'demo' }
  | { kind: 'video'; sourceFile: string; ownerKind: MediaOwnerKind; ownerReference: string };

export const ingestUsage = `Usage: npm run ingest -- <video file> --movie <id|uid>
       npm run ingest -- <video file> --trailer <movie id|uid>
       npm run ingest -- <video file> --episode <id|uid>
       npm run ingest -- <video file> --channel-filler <channel id|uid>
       npm run ingest -- <video file> --preview <movie id|uid>
       npm run ingest -- --demo

Encodes the video into the quality ladder (Data Saver to Best, never above the source's size), with a
poster, registers it and makes the title play it. The same file again reuses its encode.
--preview gives a movie a short preview clip: the landing's public player plays it after the trailer
(never the movie itself).
--demo makes the demo catalog's media (what the server does on first start with DEMO_MEDIA=auto).
Uses DATA_DIR and DATABASE_URL like the server; FFMPEG_PATH / FFPROBE_PATH choose the ffmpeg binaries.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const ownerFlags = {
  movie: 'movie',
  trailer: 'trailer',
  episode: 'episode',
  'channel-filler': 'channel_filler',
  preview: 'demo',
} as const satisfies Record<string, MediaOwnerKind>;

/** Reads the command line of `npm run ingest`; throws UsageError saying what is wrong. */
export function parseIngestArgs(argv: string[]): IngestCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const owners = Object.entries(ownerFlags).flatMap(([flag, ownerKind]) => {
    const reference = values[flag as keyof typeof ownerFlags];
    return reference === undefined ? [] : [{ ownerKind, ownerReference: reference }];
  });
  if (values.demo) {
    if (owners.length > 0 || positionals.length > 0)
      throw new UsageError('--demo takes no file and no title.');
    return { kind: 'demo' };
  }
  if (positionals.length !== 1) throw new UsageError('Give exactly one video file.');
  if (owners.length !== 1) {
    throw new UsageError(
      'Say which title plays it: one of --movie, --trailer, --episode, --channel-filler, --preview.',
    );
  }
  return { kind: 'video', sourceFile: positionals[0]!, ...owners[0]! };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      movie: { type: 'string' },
      trailer: { type: 'string' },
      episode: { type: 'string' },
      'channel-filler': { type: 'string' },
      preview: { type: 'string' },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
