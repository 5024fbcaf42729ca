import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n-bundle';

/** The bounds offered: slots with at least this many lines (the server's minLine filter; 243 is the "ways" count). */
export const MIN_LINE_CHOICES = [10, 20, 25, 50, 243] as const;

/**
 * The games list's min-line filter (spec §7 gameList minLine, docs/decisions/0102):
 * "any", or slots with at least the chosen number of lines. Only slots have
 * lines, so the list shows it on the slots tab alone.
 */
export function MinLineFilter({ value, onChange }: { value: number | null; onChange: (minLine: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-bet-filter">
      <label htmlFor={id} className="min-bet-filter__label">{t('gamesList.min_line')}</label>
      <select id={id} className="min-bet-filter__select" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('games.min_bet_any')}</option>
        {/* a bound the URL brought that is not offered stays selectable as it is */}
        {value !== null && !(MIN_LINE_CHOICES as readonly number[]).includes(value) && <option value={value}>{t('gamesList.min_line_from', { lines: value })}</option>}
        {MIN_LINE_CHOICES.map((lines) => (
          <option key={lines} value={lines}>{t('gamesList.min_line_from', { lines })}</option>
        ))}
      </select>
    </div>
  );
}
