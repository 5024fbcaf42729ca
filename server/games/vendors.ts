import { GAME_CLASSIFIES, type GameType, type VendorEntry, type VendorGameTypes, type VendorsValue } from '../../contract/games';
import type { Db } from '../db/db';
import { LOBBY_CATEGORIES, vendorCategoryOf } from './categories';
import { vendorLogoPath } from './catalogue';

interface CategoryRow {
  vendor_code: string;
  game_type: GameType;
  display_name: string;
  maintenance: boolean;
  lobby_node_id: string | null;
  classifies: string[] | null;
}

async function loadCategoryRows(db: Db, merchantCode: string): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select vc.vendor_code, vc.game_type, v.display_name, v.maintenance,
            (select g.node_id from games g
              where g.merchant_code = vc.merchant_code and g.vendor_code = vc.vendor_code
                and g.game_type = vc.game_type and g.enabled
              order by g.sort_order, g.node_id limit 1) as lobby_node_id,
            (select array_agg(distinct c) from games g, unnest(g.classifies) c
              where g.merchant_code = vc.merchant_code and g.vendor_code = vc.vendor_code
                and g.game_type = vc.game_type and g.enabled) as classifies
       from game_vendor_categories vc
       join game_vendors v on v.merchant_code = vc.merchant_code and v.code = vc.vendor_code
      where vc.merchant_code = $1
      order by vc.sort_order, vc.vendor_code`,
    [merchantCode],
  );
}

/**
 * The vendors answer: `sorting` orders categories and their vendors,
 * `mapping` holds the vendor tiles per category. Cockfight vendors sit under
 * SPORTS as on the live platform; their entries say gameType COCKFIGHT, which
 * is how the client splits them out.
 */
export async function loadVendors(db: Db, merchantCode: string, base: string): Promise<VendorsValue> {
  const rows = await loadCategoryRows(db, merchantCode);
  const sorting: VendorsValue['sorting'] = [];
  const mapping: VendorsValue['mapping'] = {};
  for (const row of rows) {
    const category = vendorCategoryOf(row.game_type);
    let group = sorting.find((s) => s.gameCategory === category);
    if (!group) {
      group = { gameCategory: category, vendorNames: [] };
      sorting.push(group);
    }
    group.vendorNames.push({ vendor: row.vendor_code, accountTypeName: row.display_name });
    const present = new Set(row.classifies ?? []);
    const entry: VendorEntry = {
      gameType: row.game_type,
      vassalage: row.vendor_code,
      displayName: row.display_name,
      mobileLargeIcon: `${base}${vendorLogoPath(row.vendor_code)}`,
      gameClassify: GAME_CLASSIFIES.filter((key) => present.has(key)).map((key) => ({ key, vendors: [row.vendor_code] })),
      lobbyNodeId: LOBBY_CATEGORIES.includes(row.game_type) ? row.lobby_node_id : null,
      maintenance: row.maintenance,
    };
    (mapping[category] ??= []).push(entry);
  }
  return { sorting, mapping };
}

/** Each vendor with the game types it runs, in lobby order. */
export async function loadVendorGameTypes(db: Db, merchantCode: string): Promise<VendorGameTypes> {
  const rows = await loadCategoryRows(db, merchantCode);
  const out: VendorGameTypes = [];
  for (const row of rows) {
    let item = out.find((o) => o.vassalage === row.vendor_code);
    if (!item) {
      item = { vassalage: row.vendor_code, displayName: row.display_name, gameTypes: [] };
      out.push(item);
    }
    item.gameTypes.push(row.game_type);
  }
  return out;
}

export interface VendorState {
  code: string;
  displayName: string;
  maintenance: boolean;
  maintainStart: number | null;
  maintainEnd: number | null;
}

export async function findVendor(db: Db, merchantCode: string, code: string): Promise<VendorState | null> {
  const [row] = await db.query<{ code: string; display_name: string; maintenance: boolean; start_ms: number | null; end_ms: number | null }>(
    `select code, display_name, maintenance,
            floor(extract(epoch from maintain_start) * 1000)::float8 as start_ms,
            floor(extract(epoch from maintain_end) * 1000)::float8 as end_ms
       from game_vendors where merchant_code = $1 and code = $2`,
    [merchantCode, code],
  );
  if (!row) return null;
  return { code: row.code, displayName: row.display_name, maintenance: row.maintenance, maintainStart: row.start_ms, maintainEnd: row.end_ms };
}
