import type { FlagName } from '../../../config/flags';

export interface MemberTile {
  key: 'deposit' | 'withdraw' | 'messages' | 'bet_record' | 'account_record' | 'rewards' | 'favourites' | 'security' | 'announcements' | 'manual_rebate';
  href: string;
  /** The whitelabel flag that shows the tile; none means always shown. */
  flag: FlagName | null;
}

/** The member centre tiles, targets and flags of the games document. */
export const MEMBER_TILES: readonly MemberTile[] = [
  { key: 'deposit', href: '/m/voucherCenter', flag: 'DEPOSIT' },
  { key: 'withdraw', href: '/m/withdraw', flag: 'WITHDRAW' },
  { key: 'messages', href: '/m/webEmail', flag: 'MAILCEN' },
  { key: 'bet_record', href: '/m/gameRecord', flag: 'TRANSBETREPMEM3' },
  { key: 'account_record', href: '/m/transaction/record', flag: 'TRANSREC3' },
  { key: 'rewards', href: '/m/rewardCenter', flag: 'REWCEN3' },
  { key: 'favourites', href: '/m/favorite', flag: null },
  { key: 'security', href: '/m/securityCenter', flag: 'SECPRIV' },
  { key: 'announcements', href: '/m/announcement', flag: null },
  { key: 'manual_rebate', href: '/m/member/manualRebate', flag: 'MANPLAYREB3' },
];

export function visibleTiles(isOn: (flag: FlagName) => boolean): MemberTile[] {
  return MEMBER_TILES.filter((tile) => tile.flag === null || isOn(tile.flag));
}

/** The balance as the widget shows it: money (2 decimals), or asterisks when hidden, refreshing or not known. */
export function balanceText(balance: number | undefined, masked: boolean, money: (value: number) => string): string {
  if (masked || balance === undefined) return '******';
  return money(balance);
}
