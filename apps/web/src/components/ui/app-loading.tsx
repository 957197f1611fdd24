import { useTranslation } from 'react-i18next';

/** Shown while the first page's code is on its way. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <p className="app-loading" role="status">
      {t('common.loadingEllipsis')}
    </p>
  );
}
