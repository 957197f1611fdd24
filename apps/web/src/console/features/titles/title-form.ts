import type { MovieDetail, SeriesDetail, TitleKind } from './titles-api.ts';

/**
 * The title editor's form: what the inputs hold (text as typed), the body sent to the server, and the server's
 * validation answer spread back over the fields. Numbers are sent as typed when they are not numbers, so the
 * server's own message says what is wrong and nothing typed is lost.
 */

export interface TitleFormValues {
  uid: string;
  title_gb: string;
  title_pt: string;
  description_gb: string;
  description_pt: string;
  cast: string;
  director: string;
  country: string;
  rating: string;
  release_year: string;
  duration: string;
  image_id: string | null;
  package_ids: number[];
  category_ids: number[];
  video: string | null;
  trailer: string | null;
}

export const emptyTitleForm: TitleFormValues = {
  uid: '',
  title_gb: '',
  title_pt: '',
  description_gb: '',
  description_pt: '',
  cast: '',
  director: '',
  country: '',
  rating: '',
  release_year: '',
  duration: '',
  image_id: null,
  package_ids: [],
  category_ids: [],
  video: null,
  trailer: null,
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function titleFormOf(row: MovieDetail | SeriesDetail): TitleFormValues {
  const movie = 'duration_minutes' in row ? row : null;
  return {
    uid: row.uid,
    title_gb: row.title,
    title_pt: text(row.title_pt),
    description_gb: row.description,
    description_pt: text(row.description_pt),
    cast: row.cast_list,
    director: row.director,
    country: row.country,
    rating: text(row.rating),
    release_year: text(movie?.release_year),
    duration: text(movie?.duration_minutes),
    image_id: row.image_id,
    package_ids: [...row.package_ids],
    category_ids: [...row.category_ids],
    video: movie?.video?.asset_id ?? null,
    trailer: movie?.trailer?.asset_id ?? null,
  };
}

/** '' is null; a number is a number; anything else goes as typed for the server to name the problem. */
export function numberOrText(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : trimmed;
}

const optionalText = (value: string) => (value.trim() === '' ? null : value);

export function titleBodyOf(kind: TitleKind, values: TitleFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    uid: values.uid.trim(),
    title: { gb: values.title_gb, pt: optionalText(values.title_pt) },
    description: { gb: values.description_gb, pt: optionalText(values.description_pt) },
    cast: values.cast,
    director: values.director,
    country: values.country,
    rating: numberOrText(values.rating),
    image_id: values.image_id,
    package_ids: values.package_ids,
    category_ids: values.category_ids,
  };
  if (kind === 'movies') {
    body.release_year = numberOrText(values.release_year);
    const duration = numberOrText(values.duration);
    if (duration !== null) body.duration = duration;
  }
  return body;
}

/**
 * The server's validation message (`body.title.gb: Too small…; body.duration: …`) as one message per field,
 * keyed by the body's path (`title.gb`, `duration`). Parts naming no field are kept under ''.
 */
export function fieldErrorsOf(message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = /^body\.?([A-Za-z0-9_.]*): (.+)$/s.exec(part.trim());
    const key = match ? (match[1] ?? '').replace(/\.\d+$/, '') : '';
    const said = match ? (match[2] ?? '') : part.trim();
    if (!said) continue;
    errors[key] = errors[key] ? `${errors[key]}; ${said}` : said;
  }
  return errors;
}
