import { useLocation, useSearch } from 'wouter';
import { parseRecordFilter, recordFilterSearch, type RecordFilterState } from '../model/record-filter';

/** The record filter from the URL, and a setter that replaces the URL (no history entry per tap). */
export function useRecordFilter(allowedTypes: readonly string[]): [RecordFilterState, (next: RecordFilterState) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filter = parseRecordFilter(search, allowedTypes);
  return [filter, (next) => navigate(`${location}?${recordFilterSearch(next)}`, { replace: true })];
}
