import { describe, expect, it } from 'vitest';
import { buildLivePlaylist, buildProgrammePlaylist } from './live-playlist.ts';
import { block, fakeScheduledAsset, segmentsOf, tagOf } from './live-test-fixtures.ts';
import { discontinuitiesBefore } from './live-timeline.ts';

const S = 4;
const WINDOW = 6;
/** A programme change on a slot boundary, well away from the epoch. */
const CHANGE = new Date('2025-03-01T12:00:00Z');
const at = (seconds: number) => new Date(CHANGE.getTime() + seconds * 1000);

const movie = fakeScheduledAsset('11111111-1111-4111-8111-111111111111', 100);
const filler = fakeScheduledAsset('22222222-2222-4222-8222-222222222222', 3);
/** A movie until CHANGE, then the filler (3 segments, looping) for ten minutes. */
const programmes = [block(movie, at(-300), CHANGE), block(filler, CHANGE, at(600))];
const assetUrl = (assetId: string) => `/media/s/sig/999/${assetId}/`;
const playlistAt = (now: Date, base = 7) =>
  buildLivePlaylist({
    programmes,
    discontinuityBase: base,
    now,
    windowSegments: WINDOW,
    targetDuration: S,
    assetUrl,
  });

describe('buildLivePlaylist', () => {
  it('lists the last six slots that have aired, with the tags of a live playlist and no ENDLIST', () => {
    const sut = playlistAt(at(-100));
    expect(sut.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n')).toBe(true);
    expect(sut).not.toContain('#EXT-X-ENDLIST');
    expect(sut).not.toContain('PLAYLIST-TYPE');
    expect(segmentsOf(sut)).toHaveLength(WINDOW);
    const lastSlot = Math.floor(at(-100).getTime() / 4000) - 1;
    expect(tagOf(sut, '#EXT-X-MEDIA-SEQUENCE')).toBe(String(lastSlot - WINDOW + 1));
  });

  it('advances the media sequence by one per segment duration, and not in between', () => {
    const start = at(-200);
    const sequence = (seconds: number) =>
      Number(tagOf(playlistAt(new Date(start.getTime() + seconds * 1000)), '#EXT-X-MEDIA-SEQUENCE'));
    const first = sequence(0);
    expect([sequence(1), sequence(3.999)]).toEqual([first, first]);
    expect([sequence(4), sequence(8), sequence(40)]).toEqual([first + 1, first + 2, first + 10]);
    // The segment leaving the window is the one the previous playlist listed first.
    const slots = (now: Date) => segmentsOf(playlistAt(now)).map(({ uri, pdt }) => `${pdt} ${uri}`);
    expect(slots(new Date(start.getTime() + 4000)).slice(0, WINDOW - 1)).toEqual(slots(start).slice(1));
  });

  it('dates each segment by its slot, the newest ending no later than the clock', () => {
    const now = at(-37);
    const segments = segmentsOf(playlistAt(now));
    const lastStart = Date.parse(segments.at(-1)?.pdt ?? '');
    expect(lastStart + 4000).toBeLessThanOrEqual(now.getTime());
    expect(lastStart + 8000).toBeGreaterThan(now.getTime());
    segments.forEach((segment, index) => {
      expect(Date.parse(segment.pdt ?? '')).toBe(lastStart - (WINDOW - 1 - index) * 4000);
    });
  });

  it('starts a discontinuity with a new EXT-X-MAP exactly at the programme change', () => {
    const segments = segmentsOf(playlistAt(at(12)));
    const changeIndex = segments.findIndex((segment) => segment.pdt === CHANGE.toISOString());
    expect(changeIndex).toBe(3);
    segments.forEach((segment, index) => {
      expect(segment.discontinuity, `segment ${index}`).toBe(index === changeIndex);
    });
    expect(segments[0]?.map).toBe(`/media/s/sig/999/${movie.assetId}/standard/init.mp4`);
    expect(segments[changeIndex]?.map).toBe(`/media/s/sig/999/${filler.assetId}/standard/init.mp4`);
    expect(segments[changeIndex]?.uri).toBe(`/media/s/sig/999/${filler.assetId}/standard/seg_00001.m4s`);
    expect(segments[changeIndex - 1]?.uri).toMatch(
      new RegExp(`/${movie.assetId}/standard/seg_\\d{5}\\.m4s$`),
    );
  });

  it('loops a filler with a discontinuity at each loop, and counts the discontinuities that leave', () => {
    const segments = segmentsOf(playlistAt(at(60)));
    expect(segments.map((segment) => segment.uri.slice(-9, -4))).toEqual([
      '00001',
      '00002',
      '00003',
      '00001',
      '00002',
      '00003',
    ]);
    expect(segments.map((segment) => segment.discontinuity)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(segments.filter((segment) => segment.map)).toHaveLength(2);
    // Sections since the base: the movie's section (7), then the filler's loops, one per 12 s.
    expect(tagOf(playlistAt(at(60)), '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(String(7 + 1 + 3));
    expect(tagOf(playlistAt(at(64)), '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(String(7 + 1 + 3));
    expect(tagOf(playlistAt(at(72)), '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(String(7 + 1 + 4));
  });

  it('gives the same playlist for the same clock', () => {
    expect(playlistAt(at(123))).toBe(playlistAt(at(123)));
  });

  it('refuses a window no programme covers', () => {
    expect(() => playlistAt(at(-400))).toThrow(/No programme covers/);
  });
});

describe('discontinuitiesBefore', () => {
  it('counts one section per pass over each block asset', () => {
    expect(discontinuitiesBefore(programmes, S)).toBe(Math.ceil(75 / 100) + Math.ceil(150 / 3));
  });
});

describe('buildProgrammePlaylist', () => {
  /** The filler's block, as a programme from CHANGE to ten minutes later. */
  const programmeAt = (now: Date) =>
    buildProgrammePlaylist({
      programmes,
      discontinuityBase: 7,
      now,
      targetDuration: S,
      assetUrl,
      startsAt: CHANGE,
      endsAt: at(600),
    });

  it('while the programme airs: an EVENT playlist from its first slot to the last aired, started at its beginning', () => {
    const sut = programmeAt(at(41)) ?? '';
    expect(tagOf(sut, '#EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
    expect(tagOf(sut, '#EXT-X-START')).toBe('TIME-OFFSET=0,PRECISE=YES');
    expect(sut).not.toContain('#EXT-X-ENDLIST');
    const segments = segmentsOf(sut);
    expect(segments.map((segment) => segment.pdt)).toEqual(
      Array.from({ length: 10 }, (_, index) => at(index * S).toISOString()),
    );
    expect(segments[0]?.uri).toBe(`${assetUrl(filler.assetId)}standard/seg_00001.m4s`);
    expect(tagOf(sut, '#EXT-X-MEDIA-SEQUENCE')).toBe(String(CHANGE.getTime() / 4000));
    // The first slot after the movie's sections starts a new one, numbered as the live playlist numbers it.
    expect(tagOf(sut, '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(
      tagOf(playlistAt(at(4 * WINDOW)), '#EXT-X-DISCONTINUITY-SEQUENCE'),
    );
  });

  it('once it has ended: exactly its slots, as a complete VOD playlist', () => {
    const sut = programmeAt(at(3600)) ?? '';
    expect(tagOf(sut, '#EXT-X-PLAYLIST-TYPE')).toBe('VOD');
    expect(sut.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(sut).not.toContain('#EXT-X-START');
    const segments = segmentsOf(sut);
    expect(segments).toHaveLength(600 / S);
    expect(segments.at(-1)?.pdt).toBe(at(600 - S).toISOString());
  });

  it('has nothing to list before its first slot has aired', () => {
    expect(programmeAt(at(2))).toBeUndefined();
  });
});
