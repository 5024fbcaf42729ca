import type { FlagName } from '../../config/flags';
import type { StatusValue } from '../../../contract';
import { safeHref } from '../../platform/safe-href';
import { useStatusValue } from './status';

/** Whitelabel flags come flat from the status; unknown flags count as off. */
export function isFlagOn(status: StatusValue | undefined, flag: FlagName): boolean {
  return status?.info.whitelabelVal[flag] === true;
}

export function useFlag(flag: FlagName): boolean {
  return isFlagOn(useStatusValue(), flag);
}

/** Resource links (download, contacts) by resourceType; a link outside the scheme allow-list counts as absent. */
export function resourceUrl(status: StatusValue | undefined, type: string): string | null {
  return safeHref(status?.info.resources.find((r) => r.resourceType === type)?.url) ?? null;
}
