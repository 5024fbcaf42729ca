import i18next from 'i18next';
import type { Dictionary, LazyViDomain } from './vi';

/**
 * Merges a domain's Vietnamese texts into the loaded dictionary, once: the
 * domains of later screens are not in the first-load dictionary and register
 * themselves when their first module loads (docs/decisions/0042). English
 * carries them in its own lazy chunk.
 */
export function registerViDomain<D extends LazyViDomain>(domain: D, texts: Dictionary[D]): void {
  if (i18next.getResource('vi', 'translation', domain) !== undefined) return;
  i18next.addResourceBundle('vi', 'translation', { [domain]: texts }, true, false);
}
