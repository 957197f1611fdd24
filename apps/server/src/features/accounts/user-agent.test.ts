import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from './user-agent.ts';

describe('reading the device from a User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { os: 'Android', browser_name: 'Chrome', browser_version: '131' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { os: 'Windows', browser_name: 'Edge', browser_version: '131' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { os: 'iOS', browser_name: 'Safari', browser_version: '17' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { os: 'Linux', browser_name: 'Firefox', browser_version: '128' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      { os: 'Android', browser_name: 'Samsung Internet', browser_version: '23' },
    ],
  ])('names the system and browser of %s', (userAgent, expected) => {
    expect(deviceFromUserAgent(userAgent)).toEqual(expected);
  });

  it('leaves what it does not recognise unknown', () => {
    expect(deviceFromUserAgent('curl/8.5.0')).toEqual({
      os: null,
      browser_name: null,
      browser_version: null,
    });
    expect(deviceFromUserAgent(undefined)).toEqual({ os: null, browser_name: null, browser_version: null });
  });
});
