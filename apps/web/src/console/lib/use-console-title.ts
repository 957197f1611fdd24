import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page's name, then the console's. */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation('console');
  const title = page ? `${page} · ${t('title')}` : t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
