import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** The top navigation's TV Guide: a placeholder (spec §2) until the guide is built from the EPG. */
export function TvGuidePage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.top.tvGuide')} />;
}
