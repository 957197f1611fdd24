import { CatalogImage } from '../../../components/ui/catalog-image.tsx';

/** The poster of a detail page: in the first screenful, so it loads at once. */
export function DetailPoster({ imageId }: { imageId: string | null }) {
  return (
    <CatalogImage
      imageId={imageId}
      alt=""
      shape="poster"
      sizes="(max-width: 500px) 200px, 260px"
      minWidth={200}
      maxWidth={260}
      priority
      className="detail__poster"
    />
  );
}
