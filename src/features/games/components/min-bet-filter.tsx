import { useTranslation } from 'react-i18next';
import { formatsFor } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { BoundFilter } from './bound-filter';

/** The bounds offered: games whose minimum bet is at most this much (the server's minBet filter). */
export const MIN_BET_CHOICES = [100, 500, 1000, 5000] as const;

/**
 * The games list's min-bet filter (spec §3 data mode "filter", §7 gameList
 * minBet): "any", or games whose minimum bet is at most the chosen amount.
 */
export function MinBetFilter({ value, onChange }: { value: number | null; onChange: (minBet: number | null) => void }) {
  const { t } = useTranslation();
  const formats = formatsFor(useLanguage(), null);
  return (
    <BoundFilter
      label={t('games.min_bet')}
      choices={MIN_BET_CHOICES}
      value={value}
      onChange={onChange}
      choiceText={(amount) => t('games.min_bet_upto', { amount: formats.whole(amount) })}
    />
  );
}
