import { describe, expect, it } from 'vitest';
import { checkCategoryForm, emptyCategoryForm, renameOf } from './category-form.ts';

describe('the category form', () => {
  it('sends a category with its names, rule and optional numbers', () => {
    const checked = checkCategoryForm({
      ...emptyCategoryForm,
      uid: 'weekend-picks',
      nameGb: ' Weekend picks ',
      rule: 'newest',
      sizeLimit: '12',
      dashboardPosition: '3',
    });
    expect(checked.body).toEqual({
      uid: 'weekend-picks',
      name: { gb: 'Weekend picks', pt: null },
      rule: 'newest',
      size_limit: 12,
      mobile_only: false,
      dashboard_position: 3,
    });
  });

  it('names each field the contract would refuse', () => {
    const checked = checkCategoryForm({
      ...emptyCategoryForm,
      uid: 'Weekend Picks',
      sizeLimit: '0',
      dashboardPosition: 'first',
    });
    expect(checked.errors).toEqual({
      uid: 'uid',
      nameGb: 'required',
      sizeLimit: 'whole',
      dashboardPosition: 'whole',
    });
  });

  it('renames in both languages, Portuguese falling back to English when empty', () => {
    expect(renameOf('Drama', 'Drama PT')).toEqual({ name: { gb: 'Drama', pt: 'Drama PT' } });
    expect(renameOf('Drama', ' ')).toEqual({ name: { gb: 'Drama', pt: null } });
    expect(renameOf(' ', 'x')).toBeNull();
  });
});
