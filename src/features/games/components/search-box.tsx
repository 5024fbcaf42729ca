import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';

/** A game-name search box; tells its owner 200 ms after the last keystroke (spec §5). */
export function SearchBox({ value, onSearch, autoFocus }: { value: string; onSearch: (text: string) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const tell = useEffectEvent((value: string) => onSearch(value));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => tell(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.search_label')}
      </label>
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder={t('games.search_placeholder')}
        value={text}
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
