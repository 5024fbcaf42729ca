import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A username search applied on submit (a list query per keystroke is not worth it here). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="agent-search" onSubmit={submit}>
      <input
        type="search"
        className="agent-input"
        aria-label={t('agent.search_username')}
        placeholder={t('agent.search_username')}
        value={text}
        maxLength={32}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--small">{t('agent.search')}</button>
    </form>
  );
}
