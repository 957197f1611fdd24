// What other features may use from the live feature; everything else in it is private to it.
export { useUserChannels } from './api/get-user-channels.ts';
export { FreeToAirCarousel } from './components/free-to-air-carousel.tsx';
export { channelPlayerLink, isChannelPlayable } from './lib/channels.ts';
