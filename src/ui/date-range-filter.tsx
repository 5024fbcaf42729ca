import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { DateInput } from './date-input';
import { parseIsoDay, presetRange, rangeProblem, type DatePreset, type DateRange } from './date-range';
import './date-range-filter.css';

interface DateRangeFilterProps {
  /** The preset buttons, in order (the caller's choice: today/7/30 days, or today/yesterday/week/month). */
  presets: readonly DatePreset[];
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Longest custom range accepted, in days. */
  maxDays: number;
}

/**
 * Preset buttons (aria-pressed) and a custom from/to applied with a
 * button; the chosen range is shown in the app's one date format. A custom
 * range that is reversed, in the future or too long is refused with a
 * translated reason and not applied.
 */
export function DateRangeFilter({ presets, value, onChange, maxDays }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const draft = custom ?? { from: value.from, to: value.to };
  const from = parseIsoDay(value.from);
  const to = parseIsoDay(value.to);
  const customOpen = custom !== null || value.preset === 'custom';

  return (
    <div className="date-filter" role="group" aria-label={t('common.date_range')}>
      <div className="date-filter__presets">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="date-filter__preset"
            aria-pressed={value.preset === preset}
            onClick={() => {
              setCustom(null);
              setProblem(null);
              onChange(presetRange(preset));
            }}
          >
            {t(`common.date_${preset}`)}
          </button>
        ))}
        <button
          type="button"
          className="date-filter__preset"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustom(draft)}
        >
          {t('common.date_custom')}
        </button>
      </div>
      {customOpen && (
        <form
          id={`${id}-custom`}
          className="date-filter__custom"
          onSubmit={(event) => {
            event.preventDefault();
            const found = rangeProblem(draft, maxDays);
            setProblem(found);
            if (found) return;
            setCustom(null);
            onChange({ ...draft, preset: 'custom' });
          }}
        >
          <label>
            {t('common.date_from')}
            <DateInput value={draft.from} max={draft.to} onChange={(e) => setCustom({ ...draft, from: e.target.value })} />
          </label>
          <label>
            {t('common.date_to')}
            <DateInput value={draft.to} min={draft.from} onChange={(e) => setCustom({ ...draft, to: e.target.value })} />
          </label>
          <button type="submit" className="button button--small">{t('common.date_apply')}</button>
        </form>
      )}
      {problem && (
        <p className="date-filter__error" role="alert">
          {problem === 'too_long' ? t('common.date_too_long', { days: maxDays }) : t(`common.date_${problem}`)}
        </p>
      )}
      {from && to && (
        <p className="date-filter__shown" aria-live="polite">
          {formatsFor(language, null).date(from)} – {formatsFor(language, null).date(to)}
        </p>
      )}
    </div>
  );
}
