/**
 * A price in kobo in the spec's display form: naira without thousands separators (₦150, ₦1400), and kobo only
 * when there are any (₦1400.50). Made when read, so it can never disagree with the price.
 */
export function formatPrice(kobo: number): string {
  const naira = Math.trunc(kobo / 100);
  const rest = Math.abs(kobo % 100);
  return `₦${naira}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
