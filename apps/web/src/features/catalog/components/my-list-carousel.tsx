import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { useIdleReady } from '../../../hooks/use-idle-ready.ts';
import { MyListCards, useMyList } from '../../watching/public.ts';
import { ContentCard } from './content-card.tsx';

/** 'My List': the titles the subscriber keeps, newest first; asked for after the first screen, nothing while empty. */
export function MyListCarousel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const ready = useIdleReady();
  const list = useMyList(ready);
  if (!ready || !list.data || list.data.length === 0) return null;
  return (
    <MyListCards>
      <Carousel
        title={t('watching.myList')}
        headingLevel={headingLevel}
        items={list.data}
        itemKey={(item) => `${item.type}-${item.id}`}
        renderItem={(item, slide) => <ContentCard item={item} categoryName={null} slide={slide} />}
        className="my-list"
      />
    </MyListCards>
  );
}
