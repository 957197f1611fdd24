import { describe, expect, it } from 'vitest';
import { buildMasterPlaylist, type RenditionEntry } from './master-playlist.ts';
import { parseMasterPlaylist } from './testing/parse-hls.ts';

const rendition = (
  quality: RenditionEntry['quality'],
  height: number,
  bandwidth: number,
): RenditionEntry => ({
  quality,
  videoCodec: 'h264',
  width: Math.round((height * 16) / 9 / 2) * 2,
  height,
  bandwidth,
  averageBandwidth: Math.round(bandwidth * 0.9),
  codecs: 'avc1.4d401e,mp4a.40.2',
  frameRate: 25,
  playlistPath: `${quality}/index.m3u8`,
});

const ladder = [
  rendition('higher', 720, 2_000_000),
  rendition('data_saver', 240, 230_000),
  rendition('high', 480, 1_000_000),
  rendition('standard', 360, 600_000),
];

describe('buildMasterPlaylist', () => {
  it('lists every rendition lowest first with the attributes a player chooses by', () => {
    const master = parseMasterPlaylist(buildMasterPlaylist(ladder));
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'high/index.m3u8',
      'higher/index.m3u8',
    ]);
    expect(master.variants[0]).toMatchObject({
      bandwidth: 230_000,
      averageBandwidth: 207_000,
      resolution: { width: 426, height: 240 },
      codecs: 'avc1.4d401e,mp4a.40.2',
      frameRate: 25,
    });
  });

  it('with Data Saver chosen, lists no rendition above Data Saver', () => {
    const master = parseMasterPlaylist(buildMasterPlaylist(ladder, 'data_saver'));
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
  });

  it('caps at any quality, and a cap above the ladder lists it whole', () => {
    expect(parseMasterPlaylist(buildMasterPlaylist(ladder, 'high')).variants).toHaveLength(3);
    expect(parseMasterPlaylist(buildMasterPlaylist(ladder, 'best')).variants).toHaveLength(4);
  });

  it('still lists the lowest rendition when the cap is below every rendition', () => {
    const master = parseMasterPlaylist(buildMasterPlaylist(ladder.slice(2), 'data_saver'));
    expect(master.variants.map((variant) => variant.uri)).toEqual(['standard/index.m3u8']);
  });

  it('offers the AV1 ladder after the H.264 one, each lowest first and capped alike, told apart by CODECS', () => {
    const av1 = (entry: RenditionEntry): RenditionEntry => ({
      ...entry,
      videoCodec: 'av1',
      bandwidth: Math.round(entry.bandwidth / 2),
      codecs: 'av01.0.04M.08,mp4a.40.2',
      playlistPath: `av1/${entry.playlistPath}`,
    });
    const both = [...ladder.map(av1), ...ladder];
    const master = parseMasterPlaylist(buildMasterPlaylist(both, 'standard'));
    expect(master.variants.map((variant) => [variant.uri, variant.codecs])).toEqual([
      ['data_saver/index.m3u8', 'avc1.4d401e,mp4a.40.2'],
      ['standard/index.m3u8', 'avc1.4d401e,mp4a.40.2'],
      ['av1/data_saver/index.m3u8', 'av01.0.04M.08,mp4a.40.2'],
      ['av1/standard/index.m3u8', 'av01.0.04M.08,mp4a.40.2'],
    ]);
  });
});
