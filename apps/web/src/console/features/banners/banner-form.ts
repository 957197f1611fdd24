import type { BannerInput } from '@glotv/contracts/catalog-editor';

export type BannerTargetType = BannerInput['target']['type'];

/** A banner as the console's list answers it (the table's columns). */
export interface ConsoleBanner {
  id: number;
  type: 'LIVE' | 'VOD';
  vod_type: 'SERIES' | 'MOVIE' | null;
  title: string;
  content_id: number;
  banner_image_id: string;
  position: number;
  language: 'gb' | 'pt' | null;
  starts_at: string | null;
  ends_at: string | null;
}

export interface BannerFormValues {
  targetType: BannerTargetType;
  targetId: string;
  title: string;
  imageId: string | null;
  language: 'all' | 'gb' | 'pt';
  /** `datetime-local` values, in the editor's time zone; empty: no bound. */
  startsAt: string;
  endsAt: string;
}

export type BannerField = 'targetId' | 'title' | 'imageId' | 'startsAt' | 'endsAt';
export type BannerFieldError = 'required' | 'tooLong' | 'date' | 'endsBeforeStart';

export const emptyBannerForm: BannerFormValues = {
  targetType: 'movie',
  targetId: '',
  title: '',
  imageId: null,
  language: 'all',
  startsAt: '',
  endsAt: '',
};

/** What a stored banner opens. */
export function targetOf(banner: ConsoleBanner): { type: BannerTargetType; id: number } {
  if (banner.type === 'LIVE') return { type: 'channel', id: banner.content_id };
  return { type: banner.vod_type === 'SERIES' ? 'series' : 'movie', id: banner.content_id };
}

function instantOf(local: string): string | null | 'bad' {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? 'bad' : at.toISOString();
}

/**
 * The form checked as bannerInputSchema checks it, with the server's rule that a banner ends after it starts:
 * the body to send, or each field's error.
 */
export function checkBannerForm(
  values: BannerFormValues,
):
  | { body: BannerInput; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<BannerField, BannerFieldError>> } {
  const errors: Partial<Record<BannerField, BannerFieldError>> = {};
  const targetId = Number(values.targetId);
  if (!values.targetId || !Number.isInteger(targetId) || targetId < 1) errors.targetId = 'required';
  const title = values.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > 200) errors.title = 'tooLong';
  if (!values.imageId) errors.imageId = 'required';
  const startsAt = instantOf(values.startsAt);
  const endsAt = instantOf(values.endsAt);
  if (startsAt === 'bad') errors.startsAt = 'date';
  if (endsAt === 'bad') errors.endsAt = 'date';
  else if (startsAt && startsAt !== 'bad' && endsAt && endsAt <= startsAt) errors.endsAt = 'endsBeforeStart';
  if (Object.keys(errors).length > 0 || startsAt === 'bad' || endsAt === 'bad' || !values.imageId) {
    return { errors };
  }
  return {
    body: {
      target: { type: values.targetType, id: targetId },
      title,
      image_id: values.imageId,
      language: values.language === 'all' ? null : values.language,
      starts_at: startsAt,
      ends_at: endsAt,
    },
  };
}
