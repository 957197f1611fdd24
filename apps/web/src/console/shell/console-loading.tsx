import { useTranslation } from 'react-i18next';

export function ConsoleLoading() {
  const { t } = useTranslation('console');
  return (
    <p className="app-loading" role="status">
      {t('loading')}
    </p>
  );
}
