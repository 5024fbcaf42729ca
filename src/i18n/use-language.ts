import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, wireLanguage, type Language } from './languages';
import type { WireLanguage } from '../../contract';
import { LANGUAGE_REVALIDATE_DEBOUNCE_MS } from '../config/constants';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : 'vi';
}

/** The language the API calls send (names and texts come back translated), and the last slot of a translated answer's query key. */
export function useWireLanguage(): WireLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return wireLanguage(isSupportedLanguage(language) ? language : 'vi');
}

/**
 * Spec §5: validation messages are re-evaluated 200 ms after a language
 * change (debounced, so flicking between languages validates once).
 */
export function useLanguageRevalidation(revalidate: () => void): void {
  const language = useLanguage();
  const latest = useRef(revalidate);
  const first = useRef(true);
  useEffect(() => {
    latest.current = revalidate;
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(), LANGUAGE_REVALIDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language]);
}
