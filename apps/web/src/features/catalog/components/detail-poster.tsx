import { CatalogImage } from '../../../components/ui/catalog-image.tsx';

/** The poster of a detail page: in the first screenful, so it loads at once (120 px wide on phones). */
export function DetailPoster({
  imageId,
  placeholder,
}: {
  imageId: string | null;
  placeholder?: string | null | undefined;
}) {
  return (
    <CatalogImage
      imageId={imageId}
      placeholder={placeholder}
      alt=""
      shape="poster"
      sizes="(max-width: 500px) 120px, (max-width: 899px) 200px, 260px"
      minWidth={120}
      maxWidth={260}
      priority
      className="detail__poster"
    />
  );
}
