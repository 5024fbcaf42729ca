import { describe, expect, it } from 'vitest';
import { isCacheableImage, isNavigationAllowed } from './routes';

const image = (url: string, method = 'GET') => ({ method, destination: 'image', url });

describe('service worker routes', () => {
  it('serves the shell for app paths only', () => {
    expect(isNavigationAllowed('/m/home')).toBe(true);
    expect(isNavigationAllowed('/m/anything/deep')).toBe(true);
    for (const path of ['/wps/v2/system/status', '/lgw/games/mobile', '/__test/captcha', '/__ops/status', '/wps/app/webclip.mobileconfig']) {
      expect(isNavigationAllowed(path), path).toBe(false);
    }
  });
  it('caches images from any origin', () => {
    expect(isCacheableImage(image('https://cdn.example.com/banners/1.jpg'))).toBe(true);
    expect(isCacheableImage(image('http://localhost:8080/wps/game/icons/PGE/1.png'))).toBe(true);
  });
  it('never caches captcha, wallet or auth images, non-GETs or non-images', () => {
    expect(isCacheableImage(image('http://x/wps/captcha?t=1'))).toBe(false);
    expect(isCacheableImage(image('http://x/wps/wallets/gcs'))).toBe(false);
    expect(isCacheableImage(image('http://x/a.png', 'POST'))).toBe(false);
    expect(isCacheableImage({ method: 'GET', destination: 'script', url: 'http://x/a.js' })).toBe(false);
  });
});
