import { useTranslation } from 'react-i18next';

/** Dates, naira and package titles in the console's language. */
export function useFormats() {
  const { i18n } = useTranslation('console');
  const pt = i18n.language === 'pt';
  const locale = pt ? 'pt' : 'en-GB';
  return {
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    naira: (kobo: number) => `₦${(kobo / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}`,
    packageTitle: (gb: string, ptTitle: string) => (pt ? ptTitle : gb),
  };
}
