import { describe, expect, it } from 'vitest';
import { uploadIdOf, uploadRefusalOf } from './upload-rules.ts';

describe('what the upload refuses before sending', () => {
  it('accepts a video container the server accepts, whatever the case of its extension', () => {
    expect(uploadRefusalOf({ name: 'Harmattan.MP4', size: 10 })).toBeNull();
    expect(uploadRefusalOf({ name: 'feed.ts', size: 10 })).toBeNull();
  });

  it('refuses other extensions, names without one and empty files', () => {
    expect(uploadRefusalOf({ name: 'poster.png', size: 10 })).toBe('extension');
    expect(uploadRefusalOf({ name: 'movie', size: 10 })).toBe('extension');
    expect(uploadRefusalOf({ name: 'empty.mp4', size: 0 })).toBe('empty');
  });

  it('refuses a file over the size limit', () => {
    expect(uploadRefusalOf({ name: 'big.mkv', size: 101 }, 100)).toBe('tooLarge');
    expect(uploadRefusalOf({ name: 'big.mkv', size: 100 }, 100)).toBeNull();
    expect(uploadRefusalOf({ name: 'huge.mkv', size: 9 * 2 ** 30 })).toBe('tooLarge');
  });

  it('reads the upload id from an absolute or relative upload URL', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(uploadIdOf(`/api/console/v1/uploads/${id}`)).toBe(id);
    expect(uploadIdOf(`https://glo.example/api/console/v1/uploads/${id}`)).toBe(id);
  });
});
