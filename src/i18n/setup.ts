import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi, { type Dictionary, type LazyViDomain } from './vi';
import { isSupportedLanguage, type Language } from './languages';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../config/constants';
import { readText, writeText } from '../platform/storage';
import { LANGUAGE_COOKIE } from '../../contract/boot';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

/** English is loaded on demand so Vietnamese visitors never download it. */
// (the agent, wallet, messages and promotions domains register their Vietnamese texts
// themselves with their screens: src/features/<domain>/i18n-bundle.ts)
const loaders: Record<Language, () => Promise<Omit<Dictionary, LazyViDomain>>> = {
  vi: async () => vi,
  en: async () => (await import('./en')).default,
};

export function storedLanguage(): Language {
  const stored = readText(LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(stored) ? stored : (DEFAULT_LANGUAGE as Language);
}

async function ensureLoaded(language: Language): Promise<void> {
  // not "has a bundle": a lazily registered domain makes a partial one (and
  // not exists(), which answers through the fallback language)
  if (i18next.getResource(language, 'translation', 'common.back') !== undefined) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language](), true, false);
}

function reflectInDocument(language: Language): void {
  document.documentElement.lang = language;
  // the server makes the first page of a visit in this language (boot data)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Start-up: the stored language (default VI) is ready before the first render. */
export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { vi: { translation: vi } },
      lng: 'vi',
      fallbackLng: 'vi',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      missingKeyHandler: (_lngs, _ns, key) => {
        if (import.meta.env.DEV) throw new Error(`Missing translation key: ${key}`);
      },
      saveMissing: import.meta.env.DEV,
    });
  }
  await setLanguage(language);
  return i18next;
}

/** Switches the interface language and remembers it under `language`. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeText(LANGUAGE_STORAGE_KEY, language);
  reflectInDocument(language);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isSupportedLanguage(language) ? language : (DEFAULT_LANGUAGE as Language);
}
