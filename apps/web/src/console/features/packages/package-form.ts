import {
  type ConsolePackage,
  PACKAGE_LIMITS,
  type PackageCreateInput,
  type PackageEdit,
} from '@glotv/contracts/packages';

/** The form's fields as typed: every value a string, the claims and the payment method as chosen. */
export interface PackageFormValues {
  uid: string;
  payment_method: 'airtime' | 'card';
  title_gb: string;
  title_pt: string;
  description_gb: string;
  description_pt: string;
  /** Naira as typed: '1400' or '1400.50'. */
  price: string;
  validity_days: string;
  data_allowance_mb: string;
  rate_code: string;
  plan_code: string;
  charge_group_code: string;
  position: string;
  includes_movies: boolean;
  includes_channels: boolean;
}

export type PackageField = keyof PackageFormValues;
/** Keys under `packages.errors` in the console catalog. */
export type PackageFieldError =
  | 'required'
  | 'tooLong'
  | 'uid'
  | 'price'
  | 'days'
  | 'whole'
  | 'code'
  | 'airtimeNeeds';

export const emptyPackageForm: PackageFormValues = {
  uid: '',
  payment_method: 'card',
  title_gb: '',
  title_pt: '',
  description_gb: '',
  description_pt: '',
  price: '',
  validity_days: '',
  data_allowance_mb: '',
  rate_code: '',
  plan_code: '',
  charge_group_code: '',
  position: '100',
  includes_movies: true,
  includes_channels: false,
};

export function formOf(pack: ConsolePackage): PackageFormValues {
  return {
    uid: pack.uid,
    payment_method: pack.payment_method,
    title_gb: pack.title_gb,
    title_pt: pack.title_pt,
    description_gb: pack.description_gb,
    description_pt: pack.description_pt,
    price: nairaOf(pack.price_kobo),
    validity_days: String(pack.validity_days),
    data_allowance_mb: pack.data_allowance_mb === null ? '' : String(pack.data_allowance_mb),
    rate_code: pack.rate_code ?? '',
    plan_code: pack.plan_code,
    charge_group_code: pack.charge_group_code ?? '',
    position: String(pack.position),
    includes_movies: pack.includes_movies,
    includes_channels: pack.includes_channels,
  };
}

function nairaOf(kobo: number): string {
  const rest = kobo % 100;
  return rest === 0 ? String(kobo / 100) : `${Math.trunc(kobo / 100)}.${String(rest).padStart(2, '0')}`;
}

/** '1400' or '1400.5' or '1400.50' naira to kobo; undefined when it is not a price. */
export function koboOf(naira: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(naira.trim().replace(/[₦,\s]/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Checks the form as the server will, field by field, so each message shows under its field; answers the
 * body to send when nothing is wrong. The server checks it all again.
 */
export function checkPackageForm(
  values: PackageFormValues,
):
  | { body: PackageCreateInput; errors: null }
  | { body: null; errors: Partial<Record<PackageField, PackageFieldError>> } {
  const errors: Partial<Record<PackageField, PackageFieldError>> = {};
  const text = (field: PackageField, max: number) => {
    const value = String(values[field]).trim();
    if (!value) errors[field] = 'required';
    else if (value.length > max) errors[field] = 'tooLong';
    return value;
  };
  const whole = (field: PackageField, min: number, max: number, optional = false) => {
    const value = String(values[field]).trim();
    if (!value) {
      if (!optional) errors[field] = 'required';
      return null;
    }
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max)
      errors[field] = field === 'validity_days' ? 'days' : 'whole';
    return number;
  };
  const code = (field: PackageField, optional: boolean) => {
    const value = String(values[field]).trim();
    if (!value) {
      if (!optional) errors[field] = 'required';
      return null;
    }
    if (!CODE.test(value)) errors[field] = 'code';
    return value;
  };

  const uid = values.uid.trim();
  if (!/^[a-z0-9][a-z0-9-]{1,63}$/.test(uid)) errors.uid = uid ? 'uid' : 'required';
  const title_gb = text('title_gb', PACKAGE_LIMITS.titleMax);
  const title_pt = text('title_pt', PACKAGE_LIMITS.titleMax);
  const description_gb = text('description_gb', PACKAGE_LIMITS.descriptionMax);
  const description_pt = text('description_pt', PACKAGE_LIMITS.descriptionMax);
  const price_kobo = koboOf(values.price);
  if (!values.price.trim()) errors.price = 'required';
  else if (
    price_kobo === undefined ||
    price_kobo < PACKAGE_LIMITS.priceKoboMin ||
    price_kobo > PACKAGE_LIMITS.priceKoboMax
  )
    errors.price = 'price';
  const validity_days = whole('validity_days', 1, PACKAGE_LIMITS.validityDaysMax);
  const airtime = values.payment_method === 'airtime';
  const data_allowance_mb = whole('data_allowance_mb', 1, PACKAGE_LIMITS.dataAllowanceMbMax, true);
  const rate_code = code('rate_code', true);
  const plan_code = code('plan_code', false);
  const charge_group_code = code('charge_group_code', true);
  const position = whole('position', 0, 10_000);
  if (airtime && data_allowance_mb === null) errors.data_allowance_mb = 'airtimeNeeds';
  if (airtime && rate_code === null) errors.rate_code = 'airtimeNeeds';

  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      uid,
      payment_method: values.payment_method,
      title_gb,
      title_pt,
      description_gb,
      description_pt,
      price_kobo: price_kobo as number,
      validity_days: validity_days as number,
      data_allowance_mb,
      rate_code,
      plan_code: plan_code as string,
      charge_group_code,
      includes_movies: values.includes_movies,
      includes_channels: values.includes_channels,
      position: position as number,
    },
  };
}

/** An edit sends what changed only (uid and payment method are fixed). */
export function editOf(before: ConsolePackage, body: PackageCreateInput): PackageEdit {
  const { uid: _uid, payment_method: _method, ...editable } = body;
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(editable)) {
    if (before[key as keyof ConsolePackage] !== value) change[key] = value;
  }
  return change as PackageEdit;
}
