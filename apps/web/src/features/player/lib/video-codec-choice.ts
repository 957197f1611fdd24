/** The video codecs of our ladders; anything else a playlist names is left to hls.js. */
export type LadderCodec = 'av1' | 'h264';

/** What the codec choice needs to know of one rendition (an hls.js level). */
export interface RenditionFacts {
  /** The video part of CODECS, e.g. `av01.0.04M.08` or `avc1.4d401e`. */
  videoCodec: string | undefined;
  width: number;
  height: number;
  /** bit/s. */
  bitrate: number;
  frameRate: number;
}

export interface DecodingVerdict {
  supported: boolean;
  smooth: boolean;
  powerEfficient: boolean;
}

/** `navigator.mediaCapabilities.decodingInfo`, narrowed to what the choice reads. */
export type DecodingCheck = (configuration: MediaDecodingConfiguration) => Promise<DecodingVerdict>;

export function ladderCodecOf(videoCodec: string | undefined): LadderCodec | undefined {
  if (videoCodec?.startsWith('av01')) return 'av1';
  if (videoCodec?.startsWith('avc1') || videoCodec?.startsWith('avc3')) return 'h264';
  return undefined;
}

/**
 * AV1 is worth it where it decodes smoothly without costing the battery: hardware decoding
 * (powerEfficient) anywhere, and software decoding (dav1d) on a device without a battery to spare, that is
 * not a phone or tablet: desktop-class processors decode our ladder's AV1 in a few percent of one core
 * (decision 041). A phone decoding AV1 in software would pay for the saved bytes in battery.
 */
export function av1DecodesWell(verdict: DecodingVerdict, mobile: boolean): boolean {
  return verdict.supported && verdict.smooth && (verdict.powerEfficient || !mobile);
}

/**
 * AV1 when the ladder offers both codecs and every AV1 rendition decodes well (asked as Media Source
 * content, which hls.js feeds); H.264 otherwise, also when the check itself fails. A session then keeps to
 * one codec: switching codec mid-stream would re-create the decoder at a quality switch.
 */
export async function chooseLadderCodec(
  renditions: readonly RenditionFacts[],
  decodingInfo: DecodingCheck | undefined,
  mobile: boolean,
): Promise<LadderCodec | undefined> {
  const av1 = renditions.filter((rendition) => ladderCodecOf(rendition.videoCodec) === 'av1');
  const h264 = renditions.filter((rendition) => ladderCodecOf(rendition.videoCodec) === 'h264');
  if (av1.length === 0 || h264.length === 0) return undefined;
  if (!decodingInfo) return 'h264';
  try {
    const verdicts = await Promise.all(
      av1.map((rendition) => decodingInfo(decodingConfigurationOf(rendition))),
    );
    return verdicts.every((verdict) => av1DecodesWell(verdict, mobile)) ? 'av1' : 'h264';
  } catch {
    return 'h264';
  }
}

export function decodingConfigurationOf(rendition: RenditionFacts): MediaDecodingConfiguration {
  return {
    type: 'media-source',
    video: {
      contentType: `video/mp4; codecs="${rendition.videoCodec}"`,
      width: rendition.width,
      height: rendition.height,
      bitrate: Math.max(1, Math.round(rendition.bitrate)),
      framerate: rendition.frameRate > 0 ? rendition.frameRate : 25,
    },
  };
}

/** Indexes of the renditions of another codec than `codec`, highest first (the order to remove them in). */
export function renditionsToDrop(renditions: readonly RenditionFacts[], codec: LadderCodec): number[] {
  const indexes: number[] = [];
  renditions.forEach((rendition, index) => {
    const family = ladderCodecOf(rendition.videoCodec);
    if (family !== undefined && family !== codec) indexes.push(index);
  });
  return indexes.reverse();
}
