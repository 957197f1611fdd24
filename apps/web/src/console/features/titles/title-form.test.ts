import { describe, expect, it } from 'vitest';
import { emptyTitleForm, fieldErrorsOf, numberOrText, titleBodyOf } from './title-form.ts';

describe('the title form', () => {
  it('sends numbers as numbers, empty as null, and anything else as typed', () => {
    expect(numberOrText('')).toBeNull();
    expect(numberOrText(' 7,5 ')).toBe(7.5);
    expect(numberOrText('abc')).toBe('abc');
  });

  it('builds a movie body with both languages, leaving an empty Portuguese text out as null', () => {
    const body = titleBodyOf('movies', {
      ...emptyTitleForm,
      uid: ' night-bus ',
      title_gb: 'Night Bus',
      duration: '95',
      release_year: '2021',
      package_ids: [2],
    });
    expect(body).toMatchObject({
      uid: 'night-bus',
      title: { gb: 'Night Bus', pt: null },
      duration: 95,
      release_year: 2021,
      rating: null,
      package_ids: [2],
    });
  });

  it('leaves the year and the duration out of a series body', () => {
    const body = titleBodyOf('series', { ...emptyTitleForm, duration: '40', release_year: '2020' });
    expect(body).not.toHaveProperty('duration');
    expect(body).not.toHaveProperty('release_year');
  });

  it("spreads the server's validation message over the fields it names", () => {
    expect(
      fieldErrorsOf(
        'body.title.gb: Too small: expected string to have >=1 characters; body.duration: Invalid input; body.package_ids.0: bad',
      ),
    ).toEqual({
      'title.gb': 'Too small: expected string to have >=1 characters',
      duration: 'Invalid input',
      package_ids: 'bad',
    });
    expect(fieldErrorsOf('A category in category_ids does not exist.')).toEqual({
      '': 'A category in category_ids does not exist.',
    });
  });
});
