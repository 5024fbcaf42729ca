import { useStatusValue } from './status';
import type { StatusValue } from '../../../contract';
import { brandNameOr } from '../../config/brand';
import { BUILT_BRAND_NAME } from '../../config/env';

/** The merchant's name from the status, or the name the build carries until the status is known. */
export function brandNameOf(status: StatusValue | undefined): string {
  return brandNameOr(status?.info.merchantName, BUILT_BRAND_NAME);
}

/** The one brand name a screen shows (config/brand.ts). */
export function useBrandName(): string {
  return brandNameOf(useStatusValue());
}
