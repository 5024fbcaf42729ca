import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';

/** The bounds offered: games whose minimum bet is at most this much (the server's minBet filter). */
export const MIN_BET_CHOICES = [100, 500, 1000, 5000] as const;

/**
 * The games list's min-bet filter (spec §3 data mode "filter", §7 gameList
 * minBet): "any", or games whose minimum bet is at most the chosen amount.
 */
export function MinBetFilter({ value, onChange }: { value: number | null; onChange: (minBet: number | null) => void }) {
  const { t } = useTranslation();
  const formats = formatsFor(useLanguage(), null);
  const id = useId();
  return (
    <div className="min-bet-filter">
      <label htmlFor={id} className="min-bet-filter__label">{t('games.min_bet')}</label>
      <select id={id} className="min-bet-filter__select" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('games.min_bet_any')}</option>
        {/* a bound the URL brought that is not offered stays selectable as it is */}
        {value !== null && !(MIN_BET_CHOICES as readonly number[]).includes(value) && <option value={value}>{t('games.min_bet_upto', { amount: formats.whole(value) })}</option>}
        {MIN_BET_CHOICES.map((bet) => (
          <option key={bet} value={bet}>{t('games.min_bet_upto', { amount: formats.whole(bet) })}</option>
        ))}
      </select>
    </div>
  );
}
