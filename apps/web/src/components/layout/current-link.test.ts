import { describe, expect, it } from 'vitest';
import { currentLink } from './current-link.ts';

const links = ['/channelspage', '/tvshowspage', '/moviespage', '/channelspage?category=sports', '/tvguide'];

describe('top navigation', () => {
  it('marks the link of the page shown', () => {
    expect(currentLink(links, { pathname: '/moviespage', search: '' })).toBe('/moviespage');
    expect(currentLink(links, { pathname: '/newdashboard', search: '' })).toBeUndefined();
  });

  it('marks Sport on the Sports tab of Live TV, and Live TV on its other tabs', () => {
    expect(currentLink(links, { pathname: '/channelspage', search: '?category=sports' })).toBe(
      '/channelspage?category=sports',
    );
    expect(currentLink(links, { pathname: '/channelspage', search: '?category=news' })).toBe('/channelspage');
    expect(currentLink(links, { pathname: '/channelspage', search: '' })).toBe('/channelspage');
  });
});
