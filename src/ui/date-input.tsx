import type { InputHTMLAttributes } from 'react';
import { DATE_PICKER_MINUTE_STEP, DATE_PICKER_RANGE } from '../config/constants';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step'> & {
  /** A date and a time of day (`datetime-local`) rather than a date. */
  withTime?: boolean;
  /** Earliest value in the input's own format; '' or absent keeps the default (1 January 2000). */
  min?: string;
  /** Latest value in the input's own format; '' or absent keeps the default (31 December 2030). */
  max?: string;
};

/** The default bounds in the format each kind of input speaks (YYYY-MM-DD, or YYYY-MM-DDTHH:mm). */
export function datePickerBounds(withTime: boolean): { min: string; max: string } {
  const min = `${DATE_PICKER_RANGE.minYear}-01-01`;
  const max = `${DATE_PICKER_RANGE.maxYear}-12-31`;
  return withTime ? { min: `${min}T00:00`, max: `${max}T23:59` } : { min, max };
}

/**
 * The app's one date (or date-and-time) input: the browser's own picker,
 * bounded by the spec's default range 2000–2030 unless the caller names its
 * own bound (a birth date reaches back to 1900, a "to" date starts at the
 * "from"), and stepping whole minutes where a time is picked (spec §9).
 */
export function DateInput({ withTime = false, min, max, ...rest }: DateInputProps) {
  const bounds = datePickerBounds(withTime);
  return (
    <input
      {...rest}
      type={withTime ? 'datetime-local' : 'date'}
      min={min || bounds.min}
      max={max || bounds.max}
      step={withTime ? DATE_PICKER_MINUTE_STEP * 60 : undefined}
    />
  );
}
