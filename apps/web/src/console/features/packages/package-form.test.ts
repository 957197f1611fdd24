import type { ConsolePackage } from '@glotv/contracts/packages';
import { describe, expect, it } from 'vitest';
import { checkPackageForm, editOf, emptyPackageForm, formOf, koboOf } from './package-form.ts';

const lite: ConsolePackage = {
  id: 4,
  uid: 'glo-glotvlite',
  payment_method: 'airtime',
  title_gb: 'Lite',
  title_pt: 'Lite',
  description_gb: 'Movies and TV channels',
  description_pt: 'Filmes e canais de TV',
  price_kobo: 90_000,
  price: '₦900',
  validity_days: 7,
  data_allowance_mb: 2048,
  rate_code: '44194',
  plan_code: 'GLOTVLITE',
  charge_group_code: '44223',
  includes_movies: true,
  includes_channels: true,
  position: 4,
  enabled: true,
  updated_at: '2026-11-24T00:00:00.000Z',
};

describe('the package form', () => {
  it('reads naira as typed into kobo', () => {
    expect(koboOf('1400')).toBe(140_000);
    expect(koboOf('₦1,400.5')).toBe(140_050);
    expect(koboOf('1400.505')).toBeUndefined();
    expect(koboOf('free')).toBeUndefined();
  });

  it('names what is wrong under each field', () => {
    const result = checkPackageForm({
      ...emptyPackageForm,
      uid: 'Bad Uid',
      payment_method: 'airtime',
      title_gb: 'x'.repeat(61),
      price: '0',
      validity_days: '400',
      plan_code: 'has space',
    });
    expect(result.errors).toEqual({
      uid: 'uid',
      title_gb: 'tooLong',
      title_pt: 'required',
      description_gb: 'required',
      description_pt: 'required',
      price: 'price',
      validity_days: 'days',
      data_allowance_mb: 'airtimeNeeds',
      rate_code: 'airtimeNeeds',
      plan_code: 'code',
    });
  });

  it('sends only what an edit changed', () => {
    const values = { ...formOf(lite), price: '950', title_pt: 'Lite Semana' };
    const checked = checkPackageForm(values);
    expect(checked.errors).toBeNull();
    expect(editOf(lite, checked.body!)).toEqual({ price_kobo: 95_000, title_pt: 'Lite Semana' });
  });
});
