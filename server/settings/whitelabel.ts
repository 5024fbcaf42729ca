import type { WhitelabelNode } from '../../contract/system';
import type { Db } from '../db/db';
import { hotReads } from './cache';
import { deepFreeze } from './deep-freeze';

export interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

/** Builds the platform's nested tree from flat rows (already in display order). */
export function buildWhitelabelTree(rows: readonly ModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as WhitelabelNode;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    // An orphan (parent row missing) is shown as a root rather than lost.
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/**
 * Flattens the tree to {modId: boolean}. A module counts as on only when it
 * and every ancestor are on: switching off MEMBER switches off DEPOSIT too.
 */
export function flattenWhitelabel(tree: readonly WhitelabelNode[], parentOn = true): Record<string, boolean> {
  const flat: Record<string, boolean> = {};
  for (const node of tree) {
    const on = parentOn && node.enabled === '1';
    flat[node.modId] = on;
    Object.assign(flat, flattenWhitelabel(node.childrenNodes, on));
  }
  return flat;
}

export interface Whitelabel {
  whitelabel: WhitelabelNode[];
  whitelabelVal: Record<string, boolean>;
}

/** The merchant's switches, from the hot-read cache: the feature gates read them on many calls. Frozen (shared). */
export function loadWhitelabel(db: Db, merchantCode: string): Promise<Readonly<Whitelabel>> {
  return hotReads(db).read(merchantCode, 'whitelabel', async () => deepFreeze(await readWhitelabel(db, merchantCode)));
}

async function readWhitelabel(db: Db, merchantCode: string): Promise<Whitelabel> {
  const rows = await db.query<ModuleRow>(
    `select mod_id, parent_mod_id, enabled from whitelabel_modules
      where merchant_code = $1 order by sort_order, mod_id`,
    [merchantCode],
  );
  const whitelabel = buildWhitelabelTree(rows);
  return { whitelabel, whitelabelVal: flattenWhitelabel(whitelabel) };
}
