import type { CarouselRule, VodCategoryInput } from '@glotv/contracts/catalog-editor';

/** A VOD category as the console's list answers it (the table's columns). */
export interface ConsoleCategory {
  id: number;
  uid: string;
  name: string;
  name_pt: string | null;
  position: number;
  rule: CarouselRule;
  size_limit: number | null;
  mobile_only: boolean;
  dashboard_position: number | null;
}

export interface CategoryFormValues {
  uid: string;
  nameGb: string;
  namePt: string;
  rule: CarouselRule;
  sizeLimit: string;
  mobileOnly: boolean;
  dashboardPosition: string;
}

export type CategoryField = 'uid' | 'nameGb' | 'namePt' | 'sizeLimit' | 'dashboardPosition';
export type CategoryFieldError = 'required' | 'uid' | 'tooLong' | 'whole';

export const emptyCategoryForm: CategoryFormValues = {
  uid: '',
  nameGb: '',
  namePt: '',
  rule: 'manual',
  sizeLimit: '',
  mobileOnly: false,
  dashboardPosition: '',
};

const UID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function wholeIn(text: string, min: number, max: number): number | null | 'bad' {
  if (text.trim() === '') return null;
  if (!/^\d+$/.test(text.trim())) return 'bad';
  const value = Number(text.trim());
  return value >= min && value <= max ? value : 'bad';
}

/** The form checked as the contract (vodCategoryInputSchema) checks it: the body to send, or each field's error. */
export function checkCategoryForm(
  values: CategoryFormValues,
):
  | { body: VodCategoryInput; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<CategoryField, CategoryFieldError>> } {
  const errors: Partial<Record<CategoryField, CategoryFieldError>> = {};
  const uid = values.uid.trim();
  if (!uid) errors.uid = 'required';
  else if (!UID.test(uid) || uid.length > 80) errors.uid = 'uid';
  const nameGb = values.nameGb.trim();
  const namePt = values.namePt.trim();
  if (!nameGb) errors.nameGb = 'required';
  else if (nameGb.length > 80) errors.nameGb = 'tooLong';
  if (namePt.length > 80) errors.namePt = 'tooLong';
  const sizeLimit = wholeIn(values.sizeLimit, 1, 1000);
  if (sizeLimit === 'bad') errors.sizeLimit = 'whole';
  const dashboardPosition = wholeIn(values.dashboardPosition, 1, 100);
  if (dashboardPosition === 'bad') errors.dashboardPosition = 'whole';
  if (Object.keys(errors).length > 0 || sizeLimit === 'bad' || dashboardPosition === 'bad') return { errors };
  return {
    body: {
      uid,
      name: { gb: nameGb, pt: namePt || null },
      rule: values.rule,
      size_limit: sizeLimit,
      mobile_only: values.mobileOnly,
      dashboard_position: dashboardPosition,
    },
  };
}

/** A rename's body: both names, Portuguese null when left empty (then the English one shows). */
export function renameOf(nameGb: string, namePt: string): { name: { gb: string; pt: string | null } } | null {
  const gb = nameGb.trim();
  const pt = namePt.trim();
  if (!gb || gb.length > 80 || pt.length > 80) return null;
  return { name: { gb, pt: pt || null } };
}
