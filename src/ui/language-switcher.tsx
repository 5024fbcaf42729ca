import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, LANGUAGE_NAMES } from '../i18n/languages';
import { setLanguage } from '../i18n/setup';
import { useLanguage } from '../i18n/use-language';

/** A radio group of the supported languages, each named in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <fieldset className="language-switcher">
      <legend className="language-switcher__legend">{t('common.language')}</legend>
      {SUPPORTED_LANGUAGES.map((code) => (
        <label key={code} className={`language-switcher__option${code === language ? ' is-active' : ''}`}>
          <input
            type="radio"
            name="language"
            value={code}
            checked={code === language}
            onChange={() => void setLanguage(code)}
          />
          <span lang={code}>{LANGUAGE_NAMES[code]}</span>
        </label>
      ))}
    </fieldset>
  );
}
