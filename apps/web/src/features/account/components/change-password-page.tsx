import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.changePassword')} />;
}
