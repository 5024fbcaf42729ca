import type { ContractKind } from '../../../../contract/agent';

/** Range of days as the agent calls send it, with the device's offset (see rangeQuerySchema). */
export interface DayRange {
  from: string;
  to: string;
}

export const tzOffset = () => String(-new Date().getTimezoneOffset());
export const rangeParams = (range: DayRange) => ({ startDate: range.from, endDate: range.to, tzOffset: tzOffset() });

/** Every agent query hangs under ['agent', member]: private, never persisted, dropped with the member. */
export const agentKeys = {
  all: (member: string) => ['agent', member] as const,
  summary: (member: string, range: DayRange) => ['agent', member, 'summary', range.from, range.to] as const,
  kpiList: (member: string, kind: 'pnl' | 'betting', range: DayRange, search: string) => ['agent', member, 'kpi', kind, range.from, range.to, search] as const,
  subordinates: (member: string, search: string) => ['agent', member, 'subordinates', search] as const,
  downline: (member: string, id: number) => ['agent', member, 'downline', id] as const,
  picks: (member: string, search: string) => ['agent', member, 'picks', search] as const,
  rebates: (member: string) => ['agent', member, 'rebates'] as const,
  links: (member: string) => ['agent', member, 'links'] as const,
  rebateIncome: (member: string, range: DayRange) => ['agent', member, 'rebateIncome', range.from, range.to] as const,
  dividendInfo: (member: string) => ['agent', member, 'dividendInfo'] as const,
  contract: (member: string, kind: ContractKind) => ['agent', member, 'contract', kind] as const,
};
