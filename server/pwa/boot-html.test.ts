import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, type BootData } from '../../contract/boot';
import { injectBootData, withBrandName } from './boot-html';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
  '<title>WPS</title><style>.a{color:red}</style></head><body><div id="root"><p>markup</p></div></body></html>';
const BOOT = { language: 'VI', status: { info: {} }, homeAnnouncements: null } as unknown as BootData;

describe('injectBootData', () => {
  it("opens the head with the banner's preload, ahead of the styles, and closes the body with the boot data", () => {
    const page = injectBootData(PAGE, BOOT, 'https://x.test/a.webp');
    const preload = page.indexOf('<link rel="preload" as="image" href="https://x.test/a.webp" fetchpriority="high">');
    expect(preload).toBeGreaterThan(page.indexOf('name="viewport"'));
    expect(preload).toBeLessThan(page.indexOf('<title>'));
    expect(preload).toBeLessThan(page.indexOf('<style>'));
    const data = page.indexOf(`<script type="application/json" id="${BOOT_ELEMENT_ID}">`);
    expect(data).toBeGreaterThan(page.indexOf('<p>markup</p>'));
    expect(data).toBeLessThan(page.indexOf('</body>'));
  });

  it('adds no preload without an image, and keeps a page without body or viewport working', () => {
    expect(injectBootData(PAGE, BOOT, null)).not.toContain('rel="preload"');
    const bare = injectBootData('<head></head><div id="root"></div>', BOOT, '/a.webp');
    expect(bare.indexOf('rel="preload"')).toBeLessThan(bare.indexOf('</head>'));
    expect(bare).toContain(`id="${BOOT_ELEMENT_ID}"`);
  });

  it('escapes the image URL as an attribute', () => {
    expect(injectBootData(PAGE, BOOT, '/a.webp?x="1"&y=<2>')).toContain('href="/a.webp?x=&quot;1&quot;&amp;y=&lt;2>"');
  });
});

describe('withBrandName', () => {
  const HEAD = '<head><meta name="apple-mobile-web-app-title" content="Built" /><title>Built</title></head>';
  it("writes the merchant's name into the title and the iOS home-screen title, escaped", () => {
    const page = withBrandName(HEAD, ' Sao & "Vàng" ');
    expect(page).toContain('<title>Sao &amp; &quot;Vàng&quot;</title>');
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="Sao &amp; &quot;Vàng&quot;"');
  });
  it('leaves the built name when the status has none', () => {
    expect(withBrandName(HEAD, undefined)).toBe(HEAD);
    expect(withBrandName(HEAD, ' ')).toBe(HEAD);
  });
});
