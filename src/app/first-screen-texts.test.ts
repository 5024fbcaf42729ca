import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import viDictionary from '../i18n/vi';
import enDictionary from '../i18n/en';

/**
 * public/first-screen.js runs before the app (no i18n there): when the app
 * cannot be fetched it says so in the page's language, with the app's own
 * words for it (status.load_failed_title, common.retry).
 */
describe('first-screen.js failure notice', () => {
  const loader = readFileSync(new URL('../../public/first-screen.js', import.meta.url), 'utf8');
  it.each([
    ['vi', viDictionary],
    ['en', enDictionary],
  ] as const)('speaks the app\'s words in %s', (language, dictionary) => {
    const texts = new RegExp(`${language}: \\{ failed: '([^']*)', retry: '([^']*)' \\}`).exec(loader);
    expect(texts?.[1]).toBe(dictionary.status.load_failed_title);
    expect(texts?.[2]).toBe(dictionary.common.retry);
  });
  it('catches a failed fetch of the app (or of a chunk it evaluates first) instead of leaving it uncaught', () => {
    expect(loader).toMatch(/return import\(entry\);\s*\}\)\s*\.catch\(failed\)/);
  });
});
