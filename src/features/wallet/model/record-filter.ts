import { RECORD_MAX_RANGE_DAYS } from '../../../../contract/wallet';
import { rangeFromParams, writeRangeParams, type DatePreset, type DateRange } from '../../../ui/date-range';

/** The record screens' presets (spec: today, 7 days, 30 days). */
export const RECORD_PRESETS: readonly DatePreset[] = ['today', 'last7', 'last30'];

export interface RecordFilterState {
  range: DateRange;
  /** Entry kind or game type; '' for all. */
  type: string;
  /** The agents' view (?types=A). */
  agent: boolean;
}

/**
 * The filter lives in the URL (?preset=last7, or ?from=…&to=… for a custom
 * range, &type=…, &types=A), so back, reload and a shared link keep it.
 * Anything unreadable falls back to today and all types.
 */
export function parseRecordFilter(search: string, allowedTypes: readonly string[], now: Date = new Date()): RecordFilterState {
  const params = new URLSearchParams(search);
  const range = rangeFromParams(params, RECORD_MAX_RANGE_DAYS, 'today', now);
  const type = params.get('type') ?? '';
  return { range, type: allowedTypes.includes(type) ? type : '', agent: params.get('types') === 'A' };
}

export function recordFilterSearch(filter: RecordFilterState): string {
  const params = new URLSearchParams();
  if (filter.agent) params.set('types', 'A');
  writeRangeParams(params, filter.range);
  if (filter.type) params.set('type', filter.type);
  return params.toString();
}
