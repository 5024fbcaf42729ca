import type { WireLanguage } from '../../contract';

/** Languages the interface is translated into. */
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupportedLanguage(code: string | null | undefined): code is Language {
  return SUPPORTED_LANGUAGES.includes(code as Language);
}

export function wireLanguage(language: Language): WireLanguage {
  return language === 'en' ? 'EN' : 'VI';
}

/**
 * Language names as the platform lists them, each in its own language.
 * Only the supported ones are offered; the rest are kept so a deployment
 * that adds a dictionary has its name ready.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  vi: 'Tiếng Việt',
  en: 'English',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  th: 'ภาษาไทย',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  km: 'ភាសាខ្មែរ',
  lo: 'ພາສາລາວ',
  my: 'မြန်မာဘာသာ',
  ja: '日本語',
  ko: '한국어',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  ur: 'اردو',
  ar: 'العربية',
  fa: 'فارسی',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  pl: 'Polski',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
  no: 'Norsk',
  el: 'Ελληνικά',
  he: 'עברית',
  tl: 'Filipino',
};
