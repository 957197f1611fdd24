import type { ContentItem } from '@glotv/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { mobileQuery } from '../../../lib/slides-per-view.ts';
import { useVodContent } from '../api/get-vod-content.ts';
import { carouselsOf, categoryTitleKey } from '../lib/categories.ts';
import { ContentCard } from './content-card.tsx';
import './catalog.css';

/** While the list of categories is not known yet: two empty carousels hold the space. */
const unknownCategories = ['loading-1', 'loading-2'];

interface CategoryCarouselsProps {
  /** Category uids in the order shown; all categories (in the server's order) when absent. */
  categories?: readonly string[];
  /** Titles per carousel. */
  limit: number;
  /** Only movies, or only series (the series carousels of the movies pages). */
  type?: ContentItem['type'];
  headingLevel?: 2 | 3;
  /** The first carousel is in the first screenful. */
  eager?: boolean;
}

/** One carousel per VOD category; categories marked mobile-only (Science Fiction) appear below 600 px only. */
export function CategoryCarousels({
  categories,
  limit,
  type,
  headingLevel = 2,
  eager = false,
}: CategoryCarouselsProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(mobileQuery);
  const content = useVodContent({ categories, limit });

  if (content.isPending) {
    return (categories ?? unknownCategories).map((uid) => {
      const key = categoryTitleKey(uid);
      return (
        <Carousel
          key={uid}
          title={key ? t(key) : t('common.loadingEllipsis')}
          headingLevel={headingLevel}
          items={[]}
          itemKey={() => ''}
          renderItem={() => null}
          loading
        />
      );
    });
  }
  if (content.isError) return null;

  return carouselsOf(content.data, { order: categories, type, mobile }).map(({ category, items }, index) => {
    const key = categoryTitleKey(category.uid);
    const title = key ? t(key) : category.name;
    return (
      <Carousel
        key={category.id}
        title={title}
        headingLevel={headingLevel}
        items={items}
        itemKey={(item) => `${item.type}-${item.id}`}
        eager={eager && index === 0}
        renderItem={(item, slide) => <ContentCard item={item} categoryName={category.name} slide={slide} />}
      />
    );
  });
}
