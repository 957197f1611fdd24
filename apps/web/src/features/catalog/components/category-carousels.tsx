import type { ContentItem } from '@glotv/contracts/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { useIdleReady } from '../../../hooks/use-idle-ready.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { mobileQuery } from '../../../lib/slides-per-view.ts';
import { MyListCards } from '../../watching/public.ts';
import { useVodContent } from '../api/get-vod-content.ts';
import { carouselsOf } from '../lib/categories.ts';
import { ContentCard } from './content-card.tsx';
import './catalog.css';

/** While the list of categories is not known yet: two empty carousels hold the space. */
const unknownCategories = ['loading-1', 'loading-2'];

interface CategoryCarouselsProps {
  /** Only the dashboard's carousels, which the server chooses and orders; else every category. */
  dashboard?: boolean;
  /** Titles per carousel. */
  limit: number;
  /** Only movies, or only series (the series carousels of the movies pages). */
  type?: ContentItem['type'];
  headingLevel?: 2 | 3;
  /** The first carousel is in the first screenful. */
  eager?: boolean;
}

/**
 * One carousel per VOD category, titled with the category's name in the interface language as the server sends
 * it; categories marked mobile-only (Science Fiction) appear below 600 px only.
 */
export function CategoryCarousels({
  dashboard = false,
  limit,
  type,
  headingLevel = 2,
  eager = false,
}: CategoryCarouselsProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(mobileQuery);
  const content = useVodContent({ dashboard, limit });

  if (content.isPending) {
    return unknownCategories.map((uid) => {
      return (
        <Carousel
          key={uid}
          title={t('common.loadingEllipsis')}
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

  const carousels = carouselsOf(content.data, { type, mobile }).map(({ category, items }, index) => {
    return (
      <RenderedWhenIdle key={category.id} now={index === 0} title={category.name} headingLevel={headingLevel}>
        <Carousel
          title={category.name}
          headingLevel={headingLevel}
          items={items}
          itemKey={(item) => `${item.type}-${item.id}`}
          eager={eager && index === 0}
          renderItem={(item, slide) => <ContentCard item={item} categoryName={category.name} slide={slide} />}
        />
      </RenderedWhenIdle>
    );
  });
  return <MyListCards>{carousels}</MyListCards>;
}

interface RenderedWhenIdleProps {
  /** The first carousel, in the first screen: rendered at once. */
  now: boolean;
  title: string;
  headingLevel: 2 | 3;
  children: ReactNode;
}

/**
 * A carousel below the first screen: its empty slides hold its place until the page is idle, so a phone's
 * first task after the page arrives is not every carousel's titles at once.
 */
function RenderedWhenIdle({ now, title, headingLevel, children }: RenderedWhenIdleProps) {
  const ready = useIdleReady(now);
  if (ready) return children;
  return (
    <Carousel
      title={title}
      headingLevel={headingLevel}
      items={[]}
      itemKey={() => ''}
      renderItem={() => null}
      loading
    />
  );
}
