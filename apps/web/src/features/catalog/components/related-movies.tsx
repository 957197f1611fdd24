import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { MyListCards } from '../../watching/public.ts';
import { useRelatedMovies } from '../api/get-related-movies.ts';
import { ContentCard } from './content-card.tsx';

/** Up to 20 related movies under the detail. */
export function RelatedMovies({ movieId }: { movieId: number }) {
  const { t } = useTranslation();
  const related = useRelatedMovies(movieId);
  if (related.isError || related.data?.length === 0) return null;
  return (
    <MyListCards>
      <Carousel
        title={t('content.relatedMovies')}
        items={related.data ?? []}
        itemKey={(movie) => movie.id}
        loading={related.isPending}
        renderItem={(movie, slide) => (
          <ContentCard item={movie} categoryName={movie.categories[0] ?? null} slide={slide} />
        )}
      />
    </MyListCards>
  );
}
