// Public contact and store links shown in the header, drawer and footer.
// The support line and store addresses are configuration: change them here for a new market.
export const supportLine = '121';

export const storeLinks = {
  appStore: 'https://apps.apple.com/ng/search?term=GLO-TV',
  googlePlay: 'https://play.google.com/store/search?q=GLO-TV&c=apps',
} as const;

/** The Live TV category the top navigation's Sport opens (a channel category uid of the content API). */
export const sportChannelCategory = 'sports';
