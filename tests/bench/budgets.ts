/**
 * Budgets for /m/home (issue 11; issue 3 set the first ones; the JS, LCP and
 * TBT figures are the ones with Swiper's carousels in the page). LCP is judged
 * against the floor page measured in the same run, as a ratio. A figure that
 * could not be measured counts as a failed budget.
 */
import type { Metric } from './types';

export type Comparison = '<=' | '>=' | '<';

export interface Budget {
  id: string;
  label: string;
  comparison: Comparison;
  limit: number;
  unit: string;
}

export const BUDGETS = {
  jsGzip: { id: 'jsGzip', label: 'gzip JS, first 10 s of a first visit to /m/home', comparison: '<=', limit: 179_200, unit: 'bytes' },
  performance: { id: 'performance', label: 'Lighthouse performance (slow 4G)', comparison: '>=', limit: 95, unit: 'score' },
  lcpRatio: { id: 'lcpRatio', label: 'LCP / floor page LCP (slow 4G)', comparison: '<=', limit: 1.3, unit: 'ratio' },
  tbt: { id: 'tbt', label: 'TBT (slow 4G)', comparison: '<=', limit: 50, unit: 'ms' },
  cls: { id: 'cls', label: 'CLS (slow 4G)', comparison: '<=', limit: 0.02, unit: '' },
  repeatVisit: { id: 'repeatVisit', label: 'repeat visit to home (service worker)', comparison: '<=', limit: 96, unit: 'ms' },
  offlineColdStart: { id: 'offlineColdStart', label: 'offline cold start to home', comparison: '<=', limit: 172, unit: 'ms' },
} as const satisfies Record<string, Budget>;

export type BudgetId = keyof typeof BUDGETS;

export type Verdict = 'pass' | 'fail' | 'not measured';

export interface BudgetVerdict {
  id: BudgetId;
  label: string;
  comparison: Comparison;
  limit: number;
  unit: string;
  value: number | null;
  verdict: Verdict;
  reason?: string;
}

export function withinBudget(value: number, comparison: Comparison, limit: number): boolean {
  switch (comparison) {
    case '<=':
      return value <= limit;
    case '>=':
      return value >= limit;
    case '<':
      return value < limit;
  }
}

export function judge(id: BudgetId, metric: Metric): BudgetVerdict {
  const budget: Budget = BUDGETS[id];
  const base = { id, label: budget.label, comparison: budget.comparison, limit: budget.limit, unit: budget.unit };
  if (!metric.ok) return { ...base, value: null, verdict: 'not measured', reason: metric.reason };
  return { ...base, value: metric.value, verdict: withinBudget(metric.value, budget.comparison, budget.limit) ? 'pass' : 'fail' };
}
