import type { Db } from '../db/db';
import { findMerchant } from '../settings/merchant';
import { settingsChanged } from '../settings/cache';
import { loadWhitelabel } from '../settings/whitelabel';

export const STATUS_MODES = ['normal', 'maintenance', 'blocked'] as const;
export type StatusMode = (typeof STATUS_MODES)[number];

/** A refusal of an operator command (unknown flag, unknown merchant…). */
export class OpsError extends Error {
  override name = 'OpsError';
}

/**
 * The words and options of `status`, `flag` and `show` (server/settings/ops.ts),
 * checked in the order the command line has always checked them, so each
 * mistake keeps its message: an unknown option, a bad --end-minutes, extra words.
 * A command nobody knows gets the same checks before its own refusal.
 */
export function siteArgs(
  words: readonly string[],
  options: Readonly<Record<string, string>>,
): { first: string | undefined; second: string | undefined; endMinutes: number | null } {
  const unknownOption = Object.keys(options).find((name) => name !== 'end-minutes');
  if (unknownOption) throw new OpsError(`unknown option --${unknownOption}`);
  let endMinutes: number | null = null;
  const endText = options['end-minutes'];
  if (endText !== undefined) {
    endMinutes = Number(endText);
    if (!Number.isFinite(endMinutes) || endMinutes <= 0) throw new OpsError(`--end-minutes must be a positive number, got "${endText}"`);
  }
  const [first, second, ...rest] = words;
  if (rest.length > 0) throw new OpsError(`unexpected arguments: ${rest.join(' ')}`);
  return { first, second, endMinutes };
}

export interface OpsState {
  merchantCode: string;
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  /** Each module's own switch and whether it is really on (all ancestors on). */
  flags: Record<string, { enabled: boolean; effective: boolean }>;
}

export async function readOpsState(db: Db, merchantCode: string): Promise<OpsState> {
  const merchant = await findMerchant(db, merchantCode);
  if (!merchant) throw new OpsError(`unknown merchant ${merchantCode}`);
  const rows = await db.query<{ mod_id: string; enabled: boolean }>(
    'select mod_id, enabled from whitelabel_modules where merchant_code = $1 order by mod_id',
    [merchantCode],
  );
  const { whitelabelVal } = await loadWhitelabel(db, merchantCode);
  const flags: OpsState['flags'] = {};
  for (const row of rows) flags[row.mod_id] = { enabled: row.enabled, effective: whitelabelVal[row.mod_id] ?? false };
  return {
    merchantCode,
    maintenance: merchant.maintenance,
    maintenanceEnd: merchant.maintenanceEnd,
    regionRestriction: merchant.regionRestriction,
    flags,
  };
}

/**
 * The three site states are exclusive: 'maintenance' and 'blocked' each set
 * their own switch and clear the other; 'normal' clears both.
 */
export async function applyStatus(
  db: Db,
  merchantCode: string,
  mode: StatusMode,
  endMinutes: number | null = null,
): Promise<OpsState> {
  if (endMinutes !== null && mode !== 'maintenance') {
    throw new OpsError('--end-minutes only applies to maintenance');
  }
  const rows = await db.query(
    `update merchants
        set maintenance = $2,
            region_restriction = $3,
            maintenance_end = case when $4::float8 is null then null
                                   else now() + $4::float8 * interval '1 minute' end,
            updated_at = now()
      where code = $1
      returning code`,
    [merchantCode, mode === 'maintenance', mode === 'blocked', endMinutes],
  );
  if (rows.length === 0) throw new OpsError(`unknown merchant ${merchantCode}`);
  await settingsChanged(db, { merchantCode });
  return readOpsState(db, merchantCode);
}

export async function applyFlag(db: Db, merchantCode: string, modId: string, enabled: boolean): Promise<OpsState> {
  const rows = await db.query(
    `update whitelabel_modules set enabled = $3
      where merchant_code = $1 and mod_id = $2 returning mod_id`,
    [merchantCode, modId, enabled],
  );
  if (rows.length === 0) {
    const known = await db.query<{ mod_id: string }>(
      'select mod_id from whitelabel_modules where merchant_code = $1 order by mod_id',
      [merchantCode],
    );
    if (known.length === 0) throw new OpsError(`unknown merchant ${merchantCode}`);
    throw new OpsError(`unknown flag ${modId}; known: ${known.map((k) => k.mod_id).join(', ')}`);
  }
  await settingsChanged(db, { merchantCode });
  return readOpsState(db, merchantCode);
}
