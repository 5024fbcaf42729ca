import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A games-list filter on a bound (min bet, min lines): "any", or one of the
 * bounds offered. A bound the URL brought that is not offered stays
 * selectable as it is.
 */
export function BoundFilter({ label, choices, value, onChange, choiceText }: {
  label: string;
  choices: readonly number[];
  value: number | null;
  onChange: (bound: number | null) => void;
  /** The words for one bound ("Đến 1.000", "Từ 20 dòng"). */
  choiceText: (bound: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-bet-filter">
      <label htmlFor={id} className="min-bet-filter__label">{label}</label>
      <select id={id} className="min-bet-filter__select" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('games.min_bet_any')}</option>
        {value !== null && !choices.includes(value) && <option value={value}>{choiceText(value)}</option>}
        {choices.map((bound) => (
          <option key={bound} value={bound}>{choiceText(bound)}</option>
        ))}
      </select>
    </div>
  );
}
