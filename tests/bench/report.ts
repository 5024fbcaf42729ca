/** The stdout table and .bench/results.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BudgetVerdict } from './budgets';
import type { Metric } from './types';

export interface Row {
  metric: string;
  value: string;
  budget: string;
  verdict: string;
}

export function isSkipped(metric: Metric): boolean {
  return !metric.ok && metric.reason.startsWith('skipped');
}

export function formatValue(metric: Metric, unit = metric.unit): string {
  if (!metric.ok) return isSkipped(metric) ? 'skipped' : 'FAILED';
  const v = metric.value;
  if (unit === 'bytes') return `${(v / 1024).toFixed(1)} KB (${v} B)`;
  if (unit === 'ms') return `${Math.round(v)} ms`;
  if (unit === 'score') return String(Math.round(v));
  if (unit === 'ratio') return `${v.toFixed(2)}×`;
  return String(v);
}

export function formatBudget(verdict: BudgetVerdict): string {
  const limit = verdict.unit === 'bytes' ? `${verdict.limit / 1024} KB` : verdict.unit === 'ms' ? `${verdict.limit} ms` : String(verdict.limit);
  return `${verdict.comparison} ${limit}`;
}

export function row(label: string, metric: Metric, verdict?: BudgetVerdict): Row {
  return {
    metric: label,
    value: formatValue(metric),
    budget: verdict ? formatBudget(verdict) : '-',
    verdict: !verdict
      ? '-'
      : isSkipped(metric)
        ? 'skipped'
        : verdict.verdict === 'not measured'
          ? 'FAIL (not measured)'
          : verdict.verdict.toUpperCase(),
  };
}

export function renderTable(rows: Row[]): string {
  const headers: Row = { metric: 'metric', value: 'value', budget: 'budget', verdict: 'verdict' };
  const keys: (keyof Row)[] = ['metric', 'value', 'budget', 'verdict'];
  const widths = keys.map((k) => Math.max(headers[k].length, ...rows.map((r) => r[k].length)));
  const line = (r: Row) => keys.map((k, i) => r[k].padEnd(widths[i] ?? 0)).join(' | ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Reasons for every figure that could not be measured, one line each. */
export function renderFailures(metrics: [string, Metric][]): string[] {
  return metrics.filter(([, m]) => !m.ok && !isSkipped(m)).map(([label, m]) => `  ${label}: ${m.ok ? '' : m.reason}`);
}

export function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
