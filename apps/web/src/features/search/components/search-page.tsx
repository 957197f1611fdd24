import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { queryFrom } from '../lib/search-links.ts';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';
import './search-page.css';
import '../strings.ts';

/** '/search?q=': the results of the query in the address, grouped; a phone gets its own field on the page. */
export function SearchPage() {
  const { t } = useTranslation();
  const query = queryFrom(useLocation().search).trim();
  useDocumentTitle(query ? t('search.titleFor', { query }) : t('search.title'));
  return (
    <PageLayout>
      <div className="search-page">
        <h1 className="page-title search-page__title">{t('search.title')}</h1>
        <SearchField mode="live" className="search-page__field" />
        <SearchResults query={query} />
      </div>
    </PageLayout>
  );
}
