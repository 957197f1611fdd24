import { describe, expect, it } from 'vitest';
import { cacheControlFor, mediaFileKind } from './media-file-kinds.ts';

describe('mediaFileKind', () => {
  it('knows the files the pipeline writes', () => {
    expect(mediaFileKind('master.m3u8')).toBe('master');
    expect(mediaFileKind('poster.webp')).toBe('poster');
    expect(mediaFileKind('high/index.m3u8')).toBe('media_playlist');
    expect(mediaFileKind('best/init.mp4')).toBe('init');
    expect(mediaFileKind('data_saver/seg_00012.m4s')).toBe('segment');
    expect(mediaFileKind('av1/data_saver/seg_00012.m4s')).toBe('segment');
    expect(mediaFileKind('av1/best/init.mp4')).toBe('init');
  });

  it('knows nothing else', () => {
    for (const file of [
      'master~best.m3u8',
      'ultra/index.m3u8',
      'high/seg_1.m4s',
      'av1/master.m3u8',
      'vp9/high/index.m3u8',
      'av1/av1/high/index.m3u8',
      'high/../master.m3u8',
      '/etc/passwd',
      '',
    ]) {
      expect(mediaFileKind(file), file).toBeUndefined();
    }
  });
});

describe('cacheControlFor', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const inSeconds = (seconds: number) => now.getTime() / 1000 + seconds;

  it('keeps the master briefly and every other file for a day, immutable', () => {
    expect(cacheControlFor('master', inSeconds(3600), now)).toBe('private, max-age=60');
    expect(cacheControlFor('segment', inSeconds(7 * 86400), now)).toBe('private, max-age=86400, immutable');
    expect(cacheControlFor('media_playlist', inSeconds(7 * 86400), now)).toBe(
      'private, max-age=86400, immutable',
    );
  });

  it('never lets a cache keep a file past the address expiry', () => {
    expect(cacheControlFor('segment', inSeconds(90), now)).toBe('private, max-age=90, immutable');
    expect(cacheControlFor('master', inSeconds(30), now)).toBe('private, max-age=30');
    expect(cacheControlFor('init', inSeconds(-5), now)).toBe('private, max-age=0, immutable');
  });
});
