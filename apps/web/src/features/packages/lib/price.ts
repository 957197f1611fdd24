/**
 * A price in kobo as the portal shows it everywhere (package cards, the pay prompt, the payment modal and the
 * purchase history): naira with thousands separators, kobo only when there are any: ₦150, ₦1,400, ₦1,400.50.
 */
export function formatNaira(kobo: number): string {
  const naira = Math.trunc(kobo / 100);
  const rest = Math.abs(kobo % 100);
  const whole = String(Math.abs(naira)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
