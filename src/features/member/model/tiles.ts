import type { FlagName } from '../../../config/flags';
import { APP_PATHS } from '../../../config/paths';

export interface MemberTile {
  key: 'deposit' | 'withdraw' | 'messages' | 'bet_record' | 'account_record' | 'rewards' | 'favourites' | 'security' | 'announcements' | 'manual_rebate';
  href: string;
  /** The whitelabel flag that shows the tile; none means always shown. */
  flag: FlagName | null;
}

/** The member centre tiles, targets and flags of the games document. */
export const MEMBER_TILES: readonly MemberTile[] = [
  { key: 'deposit', href: APP_PATHS.deposit, flag: 'DEPOSIT' },
  { key: 'withdraw', href: APP_PATHS.withdraw, flag: 'WITHDRAW' },
  { key: 'messages', href: APP_PATHS.webEmail, flag: 'MAILCEN' },
  { key: 'bet_record', href: APP_PATHS.gameRecord, flag: 'TRANSBETREPMEM3' },
  { key: 'account_record', href: APP_PATHS.transactionRecord, flag: 'TRANSREC3' },
  { key: 'rewards', href: APP_PATHS.rewardCenter, flag: 'REWCEN3' },
  { key: 'favourites', href: APP_PATHS.favorite, flag: null },
  { key: 'security', href: APP_PATHS.securityCenter, flag: 'SECPRIV' },
  { key: 'announcements', href: APP_PATHS.announcement, flag: null },
  { key: 'manual_rebate', href: APP_PATHS.manualRebate, flag: 'MANPLAYREB3' },
];

export function visibleTiles(isOn: (flag: FlagName) => boolean): MemberTile[] {
  return MEMBER_TILES.filter((tile) => tile.flag === null || isOn(tile.flag));
}

/** The balance as the widget shows it: money (2 decimals), or asterisks when hidden, refreshing or not known. */
export function balanceText(balance: number | undefined, masked: boolean, money: (value: number) => string): string {
  if (masked || balance === undefined) return '******';
  return money(balance);
}
