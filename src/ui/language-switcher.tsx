import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, LANGUAGE_NAMES, type Language } from '../i18n/languages';
import { setLanguage } from '../i18n/setup';
import { useLanguage } from '../i18n/use-language';

/**
 * A radio group of the supported languages, each named in its own language.
 * The choice shows at once, while the dictionary may still be loading.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const selected = chosen ?? language;
  const choose = (code: Language) => {
    setChosen(code);
    void setLanguage(code).finally(() => setChosen(null));
  };
  return (
    <fieldset className="language-switcher">
      <legend className="language-switcher__legend">{t('common.language')}</legend>
      {SUPPORTED_LANGUAGES.map((code) => (
        <label key={code} className={`language-switcher__option${code === selected ? ' is-active' : ''}`}>
          <input type="radio" name="language" value={code} checked={code === selected} onChange={() => choose(code)} />
          <span lang={code}>{LANGUAGE_NAMES[code]}</span>
        </label>
      ))}
    </fieldset>
  );
}
