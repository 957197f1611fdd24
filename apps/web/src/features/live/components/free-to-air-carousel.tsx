import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useEntitlementGate } from '../../packages/public.ts';
import { useUserChannels } from '../api/get-user-channels.ts';
import { useChannelPress } from '../hooks/use-channel-press.ts';
import { channelPlayerLink, freeToAirChannels } from '../lib/channels.ts';
import './live.css';

/**
 * The dashboard's 'Free to Air' carousel, by position; a click opens the dashboard's live player. Pointing at a
 * card (or focusing or touching it) gets that player ready: its address, playlists, page and engine.
 */
export function FreeToAirCarousel() {
  const { t } = useTranslation();
  const channels = useUserChannels();
  const gate = useEntitlementGate();
  const press = useChannelPress(gate, { loadPlayer: true });
  if (channels.isError) return null;
  const all = channels.data ?? [];
  return (
    <>
      <Carousel
        title={t('content.categories.freeToAir')}
        items={freeToAirChannels(all)}
        itemKey={(channel) => channel.id}
        loading={channels.isPending}
        placeholderShape="wide"
        renderItem={(channel, slide) => {
          const link = channelPlayerLink(channel, all, { onDashboard: true });
          return (
            <Link
              to={link.to}
              state={link.state}
              className="channel-card"
              tabIndex={slide.tabIndex}
              {...press(channel)}
            >
              <CatalogImage
                imageId={channel.logos.CARD}
                placeholder={channel.logo_placeholders?.CARD}
                alt=""
                shape="wide"
                sizes={slide.sizes}
                minWidth={80}
                maxWidth={150}
              />
              <span className="channel-card__name">{channel.name}</span>
            </Link>
          );
        }}
      />
      {gate.prompt}
    </>
  );
}
