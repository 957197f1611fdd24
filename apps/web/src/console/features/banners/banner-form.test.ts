import { describe, expect, it } from 'vitest';
import { checkBannerForm, emptyBannerForm, targetOf } from './banner-form.ts';

const filled = {
  ...emptyBannerForm,
  targetType: 'series' as const,
  targetId: '7',
  title: ' Season two ',
  imageId: 'banner-abc',
};

describe('the banner form', () => {
  it('sends the target, title, image, language and the dates as instants', () => {
    const checked = checkBannerForm({
      ...filled,
      language: 'pt',
      startsAt: '2026-12-01T08:00',
      endsAt: '2026-12-31T23:30',
    });
    expect(checked.body).toEqual({
      target: { type: 'series', id: 7 },
      title: 'Season two',
      image_id: 'banner-abc',
      language: 'pt',
      starts_at: new Date('2026-12-01T08:00').toISOString(),
      ends_at: new Date('2026-12-31T23:30').toISOString(),
    });
  });

  it('shows a banner to every language and without bounds when left so', () => {
    expect(checkBannerForm(filled).body).toMatchObject({ language: null, starts_at: null, ends_at: null });
  });

  it('refuses a banner that ends before or when it starts, as the server does', () => {
    const checked = checkBannerForm({ ...filled, startsAt: '2026-12-02T10:00', endsAt: '2026-12-02T10:00' });
    expect(checked.errors).toEqual({ endsAt: 'endsBeforeStart' });
  });

  it('names the missing target, title and image', () => {
    expect(checkBannerForm(emptyBannerForm).errors).toEqual({
      targetId: 'required',
      title: 'required',
      imageId: 'required',
    });
  });

  it('reads what a stored banner opens', () => {
    const banner = {
      id: 1,
      title: 'x',
      banner_image_id: 'b',
      position: 1,
      language: null,
      starts_at: null,
      ends_at: null,
      content_id: 4,
    };
    expect(targetOf({ ...banner, type: 'LIVE', vod_type: null })).toEqual({ type: 'channel', id: 4 });
    expect(targetOf({ ...banner, type: 'VOD', vod_type: 'SERIES' })).toEqual({ type: 'series', id: 4 });
    expect(targetOf({ ...banner, type: 'VOD', vod_type: 'MOVIE' })).toEqual({ type: 'movie', id: 4 });
  });
});
