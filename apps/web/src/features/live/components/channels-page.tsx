import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export function ChannelsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.channels')} />;
}
