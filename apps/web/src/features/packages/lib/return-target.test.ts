import { describe, expect, it } from 'vitest';
import { isAppPage, isReturnTarget, returnTargetOf } from './return-target.ts';

const origin = 'https://tv.example.ng';

describe('where a purchase from the pay prompt leads back to', () => {
  it("is the player the locked link opens, without the app's base", () => {
    expect(returnTargetOf('/play/moviestreampage?movieID=12', origin)).toBe('/moviestreampage?movieID=12');
    expect(returnTargetOf(`${origin}/play/episodestream?id=4&seriesID=2`, origin)).toBe(
      '/episodestream?id=4&seriesID=2',
    );
    expect(returnTargetOf('/play/channelsplayer?uid=naija&id=3', origin)).toBe(
      '/channelsplayer?uid=naija&id=3',
    );
    expect(returnTargetOf('/play/channelsplayerondashbd?uid=naija&id=3', origin)).toBe(
      '/channelsplayerondashbd?uid=naija&id=3',
    );
  });

  it('is nothing for a link to another site, outside the app or to a page that is not a player', () => {
    expect(returnTargetOf('https://evil.example/play/moviestreampage?movieID=1', origin)).toBeNull();
    expect(returnTargetOf('//evil.example/play/moviestreampage', origin)).toBeNull();
    expect(returnTargetOf('/moviestreampage?movieID=1', origin)).toBeNull();
    expect(returnTargetOf('/play/moviesdetailpage?movieID=1', origin)).toBeNull();
    expect(returnTargetOf('/play/moviestreampagex', origin)).toBeNull();
    expect(returnTargetOf('http://[bad', origin)).toBeNull();
  });

  it('is checked again when read back from storage', () => {
    expect(isReturnTarget('/moviestreampage?movieID=12')).toBe(true);
    expect(isReturnTarget('/episodestream')).toBe(true);
    expect(isReturnTarget('//evil.example/moviestreampage')).toBe(false);
    expect(isReturnTarget('https://evil.example/moviestreampage')).toBe(false);
    expect(isReturnTarget('/newdashboard')).toBe(false);
    expect(isReturnTarget('/moviestreampage?movieID=1 x')).toBe(false);
  });

  it('goes back, after a failed card payment, only to a page of this app', () => {
    expect(isAppPage('/moviesdetailpage?movieID=12')).toBe(true);
    expect(isAppPage('/series?seriesID=2&season=2')).toBe(true);
    expect(isAppPage('//evil.example/x')).toBe(false);
    expect(isAppPage('/\\evil.example')).toBe(false);
    expect(isAppPage('https://evil.example/')).toBe(false);
    expect(isAppPage('moviesdetailpage')).toBe(false);
  });
});
