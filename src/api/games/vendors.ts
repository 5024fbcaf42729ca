import type { GameType, VendorEntry, VendorsValue } from '../../../contract';
import { COCKFIGHT_VENDORS } from '../../config/constants';

export interface VendorCategory {
  gameType: GameType;
  vendors: VendorEntry[];
}

/**
 * The lobby's categories in the operator's order, each with its vendors in
 * order. Cockfight vendors come under SPORTS on the platform; they are
 * split out into a COCKFIGHT category placed right after SPORTS.
 */
export function vendorCategories(value: VendorsValue): VendorCategory[] {
  const result: VendorCategory[] = [];
  const seen = new Set<string>();
  const ordered = (type: GameType, names: readonly string[]): VendorEntry[] => {
    const entries = value.mapping[type] ?? [];
    const byName = new Map(entries.map((e) => [e.vassalage, e]));
    const first = names.map((n) => byName.get(n)).filter((e): e is VendorEntry => e !== undefined);
    const rest = entries.filter((e) => !names.includes(e.vassalage));
    return [...first, ...rest];
  };
  const push = (gameType: GameType, vendors: VendorEntry[]) => {
    if (vendors.length === 0) return;
    const existing = result.find((c) => c.gameType === gameType);
    if (existing) {
      for (const v of vendors) if (!existing.vendors.some((e) => e.vassalage === v.vassalage)) existing.vendors.push(v);
    } else result.push({ gameType, vendors: [...vendors] });
  };
  const add = (gameType: GameType, names: readonly string[]) => {
    seen.add(gameType);
    const vendors = ordered(gameType, names);
    if (gameType === 'SPORTS') {
      push('SPORTS', vendors.filter((v) => !COCKFIGHT_VENDORS.includes(v.vassalage)));
      push(
        'COCKFIGHT',
        vendors.filter((v) => COCKFIGHT_VENDORS.includes(v.vassalage)).map((v) => ({ ...v, gameType: 'COCKFIGHT' as const })),
      );
    } else push(gameType, vendors);
  };
  for (const entry of value.sorting) add(entry.gameCategory, entry.vendorNames.map((n) => n.vendor));
  for (const type of Object.keys(value.mapping) as GameType[]) if (!seen.has(type)) add(type, []);
  return result;
}

/** The vendors of one category (COCKFIGHT included), or none. */
export function vendorsOf(value: VendorsValue | undefined, gameType: GameType): VendorEntry[] {
  if (!value) return [];
  return vendorCategories(value).find((c) => c.gameType === gameType)?.vendors ?? [];
}

/**
 * Spec §4: prize mode ELOTT when the menu mapping has an ELOTT entry for
 * TCG_LOTTO_VN or LOTT, else LOTT; ELOTT until the menu is known.
 */
export function prizeModeOf(menu: { prizeMode: Record<string, string> } | undefined): 'LOTT' | 'ELOTT' {
  if (!menu) return 'ELOTT';
  return menu.prizeMode.TCG_LOTTO_VN === 'ELOTT' || menu.prizeMode.LOTT === 'ELOTT' ? 'ELOTT' : 'LOTT';
}
