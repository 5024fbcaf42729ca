import { describe, expect, it, vi } from 'vitest';
import { chooseImageCdn, imageUrl, siteTemplate } from './site-derived';

vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined });

const status = (mem_cen: string, dep_func: string) => ({ info: { mobileTemplate: { mem_cen, dep_func } } }) as never;

describe('values derived from the status', () => {
  it('makes the template new when mem_cen or dep_func is "1"', () => {
    expect(siteTemplate(status('0', '0'))).toBe('old');
    expect(siteTemplate(status('1', '0'))).toBe('new');
    expect(siteTemplate(status('0', '1'))).toBe('new');
    expect(siteTemplate(undefined)).toBe('old');
  });
  it('chooses one configured image CDN at random, and keeps it for the session', () => {
    const cdns = ['https://a.cdn.example/', 'https://b.cdn.example'];
    expect(chooseImageCdn(cdns, () => 0, null)).toBe('https://a.cdn.example');
    expect(chooseImageCdn(cdns, () => 0.99, null)).toBe('https://b.cdn.example');
    expect(chooseImageCdn(cdns, () => 0, 'https://b.cdn.example')).toBe('https://b.cdn.example');
  });
  it('falls back to the default base when none is configured or usable', () => {
    expect(chooseImageCdn([], () => 0, null)).toBe('');
    expect(chooseImageCdn(['not a url'], () => 0, null)).toBe('');
  });
  it('puts platform image paths on the CDN and leaves absolute URLs alone', () => {
    expect(imageUrl('/img/a.png', 'https://a.cdn.example')).toBe('https://a.cdn.example/img/a.png');
    expect(imageUrl('img/a.png', 'https://a.cdn.example')).toBe('https://a.cdn.example/img/a.png');
    expect(imageUrl('https://x.example/a.png', 'https://a.cdn.example')).toBe('https://x.example/a.png');
    expect(imageUrl('data:image/png;base64,AA', 'https://a.cdn.example')).toBe('data:image/png;base64,AA');
  });
});
