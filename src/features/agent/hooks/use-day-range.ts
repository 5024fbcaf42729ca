import { useLocation, useSearch } from 'wouter';
import { rangeFromParams, writeRangeParams, type DateRange, type DatePreset } from '../../../ui/date-range';

/** The spec's presets for the agent screens. */
export const AGENT_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];
export const AGENT_MAX_DAYS = 92;

/**
 * The range lives in the URL (ui/date-range rangeFromParams, as the wallet
 * records), so a reload or a shared link shows the same figures; without
 * it, today.
 */
export function useDayRange(fallback: DatePreset = 'today'): [DateRange, (range: DateRange) => void] {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const range = rangeFromParams(params, AGENT_MAX_DAYS, fallback);
  const set = (next: DateRange) => {
    const query = new URLSearchParams(params);
    writeRangeParams(query, next);
    navigate(`${path}?${query.toString()}`, { replace: true });
  };
  return [range, set];
}
