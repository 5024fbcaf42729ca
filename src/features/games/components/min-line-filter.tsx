import { useTranslation } from 'react-i18next';
import { BoundFilter } from './bound-filter';
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
  return (
    <BoundFilter
      label={t('gamesList.min_line')}
      choices={MIN_LINE_CHOICES}
      value={value}
      onChange={onChange}
      choiceText={(lines) => t('gamesList.min_line_from', { lines })}
    />
  );
}
