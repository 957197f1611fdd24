import * as hlsParser from 'hls-parser';
import { z } from 'zod';

/** hls-parser 0.16 ships without its type declarations; these schemas type the parts the tests read. */
const variantSchema = z.object({
  uri: z.string(),
  bandwidth: z.number(),
  averageBandwidth: z.number().optional(),
  resolution: z.object({ width: z.number(), height: z.number() }).optional(),
  codecs: z.string().optional(),
  frameRate: z.number().optional(),
});

const masterSchema = z.object({ isMasterPlaylist: z.literal(true), variants: z.array(variantSchema) });

const mediaSchema = z.object({
  isMasterPlaylist: z.literal(false),
  version: z.number().optional(),
  targetDuration: z.number(),
  playlistType: z.string().optional(),
  endlist: z.boolean(),
  segments: z.array(
    z.object({
      uri: z.string(),
      duration: z.number(),
      map: z.object({ uri: z.string() }).optional(),
    }),
  ),
});

export type ParsedVariant = z.infer<typeof variantSchema>;

function parsed(text: string): unknown {
  return hlsParser.parse(text);
}

export function parseMasterPlaylist(text: string) {
  return masterSchema.parse(parsed(text));
}

export function parseMediaPlaylist(text: string) {
  return mediaSchema.parse(parsed(text));
}
