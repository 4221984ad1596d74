import { describe, expect, it } from 'vitest';
import { isEmbeddedWebView } from './embedded-browser';

describe('isEmbeddedWebView', () => {
  it('recognises the in-app browsers of Facebook, Instagram, LINE and Android web views', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0;]',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 320.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.0.0',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 Version/4.0 Chrome/125.0 Mobile Safari/537.36',
      'MyApp/2.0 WebView',
    ])
      expect(isEmbeddedWebView(ua), ua).toBe(true);
  });

  it('leaves ordinary browsers and a missing user agent alone', () => {
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0; rv:125.0) Gecko/20100101 Firefox/125.0',
      '',
      null,
      undefined,
    ])
      expect(isEmbeddedWebView(ua), String(ua)).toBe(false);
  });
});
