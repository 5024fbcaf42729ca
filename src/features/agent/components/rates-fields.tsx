import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, type RebateCategory, type RebateRates } from '../../../../contract/agent';

export type RateTexts = Record<RebateCategory, string>;
export const ratesToTexts = (rates?: RebateRates): RateTexts =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, String(rates?.[c] ?? 0)])) as RateTexts;

/** One field per game category, with the bounds the agent may give. */
export function RatesFields({ texts, onChange, max, min }: { texts: RateTexts; onChange: (texts: RateTexts) => void; max?: RebateRates; min?: RebateRates }) {
  const { t } = useTranslation();
  return (
    <div className="agent-rates">
      {REBATE_CATEGORIES.map((category) => (
        <label key={category} className="agent-field agent-field--rate">
          <span className="agent-field__label">{t(`agent.cat_${category}`)}</span>
          <input
            className="agent-input"
            inputMode="decimal"
            value={texts[category]}
            onChange={(e) => onChange({ ...texts, [category]: e.target.value })}
          />
          {max && <span className="agent-field__hint">{t('agent.rate_bounds', { min: min?.[category] ?? 0, max: max[category] })}</span>}
        </label>
      ))}
    </div>
  );
}
