import { AGENT_ZONE_OFFSET_MINUTES, type ContractKind, type DividendInfoValue } from '../../../../contract/agent';
import { APP_PATHS } from '../../../config/paths';

/** Spec §6: types 4, 40, 41 and 42 skip the contract check. */
const SKIPPING_TYPES = [4, 40, 41, 42];
export const checksContracts = (type: number | undefined) => type !== undefined && !SKIPPING_TYPES.includes(type);

export interface ContractPrompt {
  kind: ContractKind;
  href: string;
}

export const CONTRACT_PAGE: Record<ContractKind, string> = {
  daily_salary: APP_PATHS.salaryContract,
  dividend: APP_PATHS.dividendContract,
  hourly_salary: APP_PATHS.hourContract,
};

/** The prompts the flags ask for, in the spec's order: daily salary, dividend, hourly salary. */
export function contractPrompts(info: DividendInfoValue | undefined): ContractPrompt[] {
  if (!info) return [];
  const prompts: ContractPrompt[] = [];
  if (info.dailysalreqtype === 1) prompts.push({ kind: 'daily_salary', href: CONTRACT_PAGE.daily_salary });
  if (info.divtypecompperiodreq === 1) prompts.push({ kind: 'dividend', href: CONTRACT_PAGE.dividend });
  if (info.contracthoursalreq === 1) prompts.push({ kind: 'hourly_salary', href: CONTRACT_PAGE.hourly_salary });
  return prompts;
}

/**
 * Settlement periods are days of the merchant's zone (UTC+7): an instant
 * moved so the device's calendar shows the merchant's date and hour.
 */
export function merchantClock(iso: string, zoneOffsetMinutes = AGENT_ZONE_OFFSET_MINUTES): Date {
  const ms = Date.parse(iso);
  return new Date(ms + zoneOffsetMinutes * 60_000 + new Date(ms).getTimezoneOffset() * 60_000);
}
