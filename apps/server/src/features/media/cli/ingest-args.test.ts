import { describe, expect, it } from 'vitest';
import { parseIngestArgs } from './ingest-args.ts';

describe('parseIngestArgs', () => {
  it('reads a video file and the title that plays it', () => {
    expect(parseIngestArgs(['film.mp4', '--movie', '12'])).toEqual({
      kind: 'video',
      sourceFile: 'film.mp4',
      ownerKind: 'movie',
      ownerReference: '12',
    });
    expect(parseIngestArgs(['--channel-filler', 'glo-news', 'loop.mov'])).toMatchObject({
      ownerKind: 'channel_filler',
      ownerReference: 'glo-news',
    });
    expect(parseIngestArgs(['t.mp4', '--trailer', 'the-wedding-party'])).toMatchObject({
      ownerKind: 'trailer',
    });
    expect(parseIngestArgs(['e.mp4', '--episode', '1101'])).toMatchObject({ ownerKind: 'episode' });
    expect(parseIngestArgs(['clip.mp4', '--preview', '12'])).toMatchObject({ ownerKind: 'demo' });
  });

  it('reads --demo and --help', () => {
    expect(parseIngestArgs(['--demo'])).toEqual({ kind: 'demo' });
    expect(parseIngestArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it('says what is wrong with a command it cannot run', () => {
    expect(() => parseIngestArgs(['film.mp4'])).toThrow(
      /one of --movie, --trailer, --episode, --channel-filler/,
    );
    expect(() => parseIngestArgs(['--movie', '1'])).toThrow('Give exactly one video file.');
    expect(() => parseIngestArgs(['a.mp4', 'b.mp4', '--movie', '1'])).toThrow('Give exactly one video file.');
    expect(() => parseIngestArgs(['a.mp4', '--movie', '1', '--episode', '2'])).toThrow(/one of --movie/);
    expect(() => parseIngestArgs(['--demo', 'a.mp4'])).toThrow('--demo takes no file and no title.');
    expect(() => parseIngestArgs(['a.mp4', '--film', '1'])).toThrow(/Unknown option '--film'/);
  });
});
