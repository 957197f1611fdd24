import { useTranslation } from 'react-i18next';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useLandingPosters } from '../api/get-landing-posters.ts';
import './landing-posters.css';

/** Posters in the first screenful of a phone load at once; the rest as they are scrolled to. */
const EAGER_POSTERS = 4;
const PLACEHOLDERS = ['a', 'b', 'c', 'd'];

/**
 * What there is to watch, for a visitor who has not signed in: a strip of the catalogue's posters, each named
 * by its title. Keeps its height while loading; if the list cannot be had, the strip is simply left out.
 */
export function LandingPosters() {
  const { t } = useTranslation();
  const posters = useLandingPosters();
  if (posters.isError || posters.data?.length === 0) return null;
  return (
    <section className="landing-posters" aria-labelledby="landing-posters-title">
      <h2 id="landing-posters-title" className="landing-posters__title">
        {t('landing.postersTitle')}
      </h2>
      {/* Focusable so that a keyboard can scroll the strip sideways: it holds no link of its own. */}
      <ul
        className="landing-posters__list"
        aria-labelledby="landing-posters-title"
        aria-busy={posters.isPending || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {posters.data
          ? posters.data.map((poster, index) => (
              <li key={`${poster.type}-${poster.image_id}`} className="landing-posters__item">
                <CatalogImage
                  imageId={poster.image_id}
                  placeholder={poster.image_placeholder}
                  alt={poster.title}
                  shape="poster"
                  sizes="(min-width: 768px) 128px, 96px"
                  minWidth={96}
                  maxWidth={128}
                  eager={index < EAGER_POSTERS}
                />
              </li>
            ))
          : PLACEHOLDERS.map((key) => (
              <li key={key} className="landing-posters__item" aria-hidden="true">
                <span className="catalog-image catalog-image--poster" />
              </li>
            ))}
      </ul>
    </section>
  );
}
