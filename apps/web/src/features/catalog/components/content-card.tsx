import type { ContentItem } from '@glotv/contracts/catalog';
import { Link } from 'react-router';
import type { SlideProps } from '../../../components/ui/carousel.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { MyListCardButton } from '../../watching/public.ts';
import { contentLink } from '../lib/detail-routes.ts';

type Title = Pick<ContentItem, 'id' | 'uid' | 'title' | 'image_id' | 'image_placeholder' | 'type'>;

/**
 * A movie or series in a carousel: its poster and title, opening its detail page, and a small My List button
 * in the poster's corner. The button sits beside the link (never inside it) and takes the same tab stop, so
 * the carousel stays one stop with its arrow keys moving between the links. Needs `MyListCards` around it.
 */
export function ContentCard({
  item,
  categoryName,
  slide,
}: {
  item: Title;
  categoryName: string | null;
  slide: SlideProps;
}) {
  const link = contentLink(item, categoryName);
  return (
    <div className="my-list-card">
      <Link to={link.to} state={link.state} className="content-card" tabIndex={slide.tabIndex}>
        <CatalogImage
          imageId={item.image_id}
          placeholder={item.image_placeholder}
          alt=""
          shape="poster"
          sizes={slide.sizes}
          minWidth={60}
          maxWidth={150}
          eager={slide.eager}
        />
        <span className="content-card__title">{item.title}</span>
      </Link>
      <MyListCardButton
        title={{
          type: item.type,
          id: item.id,
          uid: item.uid,
          title: item.title,
          image_id: item.image_id,
          image_placeholder: item.image_placeholder,
        }}
        tabIndex={slide.tabIndex}
      />
    </div>
  );
}
