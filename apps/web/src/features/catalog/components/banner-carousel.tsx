import type { Banner } from '@glotv/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { channelPlayerLink, isChannelPlayable, useUserChannels } from '../../live/public.ts';
import { useEntitlementGate } from '../../packages/public.ts';
import { useBanners } from '../api/get-banners.ts';
import { movieDetailLink, seriesLink } from '../lib/detail-routes.ts';
import './catalog.css';

/**
 * The dashboard's banner: one slide per view, swiped or paged. A LIVE banner opens the dashboard's live player
 * (or a prompt), a movie banner the movie's detail page, a series banner the series page.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners();
  const channels = useUserChannels();
  const gate = useEntitlementGate();
  if (banners.isError || banners.data?.length === 0) return null;

  const linkOf = (banner: Banner) => {
    if (banner.type === 'LIVE') {
      const all = channels.data ?? [];
      const channel = all.find((candidate) => candidate.id === banner.content_id);
      const target = channel ?? { id: banner.content_id, uid: '', name: banner.title };
      // Until the channels are known the player decides; it shows the pay alert itself.
      const playable = channel ? isChannelPlayable(channel) : true;
      return {
        ...channelPlayerLink(target, all, { onDashboard: true }),
        onClick: gate.guard(playable, channel?.packages),
      };
    }
    // The banner's artwork is not the title's poster: the detail page fetches that.
    const content = { id: banner.content_id, uid: null, title: banner.title, image_id: null };
    return banner.vod_type === 'SERIES' ? seriesLink(content) : movieDetailLink(content);
  };

  return (
    <>
      <Carousel
        className="banner-carousel"
        title={t('content.featured')}
        hideTitle
        perView={1}
        items={banners.data ?? []}
        itemKey={(banner) => banner.id}
        loading={banners.isPending}
        placeholderShape="wide"
        renderItem={(banner, slide) => {
          const { to, state, onClick } = { onClick: undefined, ...linkOf(banner) };
          return (
            <Link to={to} state={state} className="banner" tabIndex={slide.tabIndex} onClick={onClick}>
              <CatalogImage
                imageId={banner.banner_image_id}
                placeholder={banner.banner_image_placeholder}
                alt=""
                shape="wide"
                sizes="min(100vw - 2rem, 1136px)"
                minWidth={343}
                maxWidth={1136}
                priority={slide.index === 0}
              />
              <span className="banner__title">{banner.title}</span>
            </Link>
          );
        }}
      />
      {gate.prompt}
    </>
  );
}
