import type Hls from 'hls.js';
import { chooseLadderCodec, type DecodingCheck, renditionsToDrop } from '../lib/video-codec-choice.ts';

/**
 * Before loading starts, removes from `hls` the renditions of the codec this device should not play (see
 * chooseLadderCodec), so adaptation, the quality menu and the start level all see one codec's ladder.
 */
export async function keepOneVideoCodec(hls: Hls): Promise<void> {
  const renditions = hls.levels.map((level) => ({
    videoCodec: level.videoCodec,
    width: level.width,
    height: level.height,
    bitrate: level.bitrate,
    frameRate: level.frameRate,
  }));
  const capabilities = typeof navigator === 'undefined' ? undefined : navigator.mediaCapabilities;
  const decodingInfo: DecodingCheck | undefined = capabilities
    ? (configuration) => capabilities.decodingInfo(configuration)
    : undefined;
  const codec = await chooseLadderCodec(renditions, decodingInfo, isMobileDevice());
  if (!codec) return;
  for (const index of renditionsToDrop(renditions, codec)) hls.removeLevel(index);
}

function isMobileDevice(): boolean {
  const agent = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return agent.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}
