import { describe, expect, it } from 'vitest';
import { channelLink, queryFrom, searchHref, seriesResultLink, titleLink } from './search-links.ts';

const poster = { uid: 'u', image_id: 'poster-1', image_placeholder: null };

describe('search links', () => {
  it('put the query in the results page address, and a blank one leaves it out', () => {
    expect(searchHref('Corações & co')).toBe('/search?q=Cora%C3%A7%C3%B5es+%26+co');
    expect(searchHref('   ')).toBe('/search');
  });

  it('read the query back from the address, at most 100 characters', () => {
    expect(queryFrom('?q=Cora%C3%A7%C3%B5es+%26+co')).toBe('Corações & co');
    expect(queryFrom('')).toBe('');
    expect(queryFrom(`?q=${'é'.repeat(120)}`)).toBe('é'.repeat(100));
  });

  it('open a movie on its detail page and a series on its page, as carousels do', () => {
    expect(titleLink({ ...poster, type: 'movie', id: 7, title: 'Shadows of Ikoyi' })).toEqual({
      to: '/moviesdetailpage?movieID=7',
      state: { movieID: 7, imageID: 'poster-1', title: 'Shadows of Ikoyi', uiD: 'u', categoryName: null },
    });
    expect(titleLink({ ...poster, type: 'series', id: 3, title: 'The Compound' }).to).toBe(
      '/series?seriesID=3',
    );
  });

  it("open a series found by an episode on the episode's season, naming the episode", () => {
    const episode = { id: 41, title: 'The Landlord Returns', season: 2, number: 3 };
    const link = seriesResultLink({ ...poster, type: 'series', id: 3, title: 'The Compound', episode });
    expect(link.to).toBe('/series?seriesID=3&season=2&episode=41');
    expect(link.state).toEqual({ seriesID: 3, imageID: 'poster-1', title: 'The Compound' });
  });

  it('open a channel in the live player by uid and id', () => {
    const channel = {
      id: 2,
      uid: 'glo-news-24',
      name: 'Glo News 24',
      logo_image_id: null,
      logo_placeholder: null,
    };
    expect(channelLink(channel)).toEqual({
      to: '/channelsplayer?uid=glo-news-24&id=2',
      state: { uid: 'glo-news-24', name: 'Glo News 24', id: 2 },
    });
  });
});
