import { describe, expect, it } from 'vitest';
import { completeAnswersOnly, isCacheableImage, isCompleteAnswer, isNavigationAllowed } from './routes';

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

describe('what a runtime cache may keep', () => {
  const ranged = { 'content-range': 'bytes 0-99/5000' };
  it('keeps a complete 200 answer', async () => {
    const whole = new Response('png', { status: 200 });
    expect(isCompleteAnswer(whole)).toBe(true);
    expect(await completeAnswersOnly.cacheWillUpdate({ response: whole })).toBe(whole);
  });
  it('never keeps a partial answer: a 206, or a 200 that carries a range', async () => {
    for (const partial of [new Response('p', { status: 206, headers: ranged }), new Response('p', { status: 200, headers: ranged })]) {
      expect(isCompleteAnswer(partial), String(partial.status)).toBe(false);
      expect(await completeAnswersOnly.cacheWillUpdate({ response: partial })).toBeNull();
    }
  });
  it('never keeps an opaque answer (a cross-origin image without CORS), a redirect or an error', async () => {
    // Node cannot make an opaque Response; this is what a browser hands the worker.
    const opaque = { status: 0, type: 'opaque', headers: new Headers() };
    expect(await completeAnswersOnly.cacheWillUpdate({ response: opaque })).toBeNull();
    for (const status of [204, 301, 304, 404, 500, 503]) {
      expect(isCompleteAnswer(new Response(null, { status })), String(status)).toBe(false);
    }
  });
});
