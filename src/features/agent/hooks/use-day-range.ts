import { useLocation, useSearch } from 'wouter';
import { presetRange, parseIsoDay, DATE_PRESETS, type DateRange, type DatePreset } from '../../../ui/date-range';

/** The spec's presets for the agent screens. */
export const AGENT_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];
export const AGENT_MAX_DAYS = 92;

/**
 * The range lives in the URL (?from=&to=&preset=), so a reload or a shared
 * link shows the same figures; without it, today.
 */
export function useDayRange(fallback: DatePreset = 'today'): [DateRange, (range: DateRange) => void] {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const preset = params.get('preset');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  let range: DateRange;
  if (preset && (DATE_PRESETS as readonly string[]).includes(preset)) range = presetRange(preset as DatePreset);
  else if (preset === 'custom' && parseIsoDay(from) && parseIsoDay(to)) range = { from, to, preset: 'custom' };
  else range = presetRange(fallback);
  const set = (next: DateRange) => {
    const query = new URLSearchParams(params);
    query.set('preset', next.preset);
    if (next.preset === 'custom') {
      query.set('from', next.from);
      query.set('to', next.to);
    } else {
      query.delete('from');
      query.delete('to');
    }
    navigate(`${path}?${query.toString()}`, { replace: true });
  };
  return [range, set];
}
