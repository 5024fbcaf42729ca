import type { FlagName } from '../../../config/flags';
import { APP_PATHS, appPath } from '../../../config/paths';

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

/** Every entry of the member centre: the spec's flagged tiles and its optional ones (part bonus, agent or referral, app, customer service). */
export type EntryKey = MemberTile['key'] | 'part_bonus' | 'agent' | 'referral' | 'app' | 'service';
export type GroupKey = 'records' | 'rewards' | 'account' | 'help';

export interface CentreEntry {
  key: EntryKey;
  /** Where it leads; null for the part bonus, which only says "updating" (spec). */
  href: string | null;
}

export interface CentreLayout {
  /** Deposit and withdraw: the balance card's primary actions, when their flags allow. */
  money: CentreEntry[];
  /** The other entries under headings, in this order; a group with nothing to show is left out. */
  groups: { key: GroupKey; entries: CentreEntry[] }[];
}

const GROUP_OF: Record<EntryKey, GroupKey | 'money'> = {
  deposit: 'money', withdraw: 'money',
  bet_record: 'records', account_record: 'records',
  rewards: 'rewards', manual_rebate: 'rewards', part_bonus: 'rewards', referral: 'rewards',
  messages: 'account', favourites: 'account', security: 'account', agent: 'account',
  announcements: 'help', service: 'help', app: 'help',
};
const GROUP_ORDER: readonly GroupKey[] = ['records', 'rewards', 'account', 'help'];

/**
 * The member centre grouped (money, records, rewards, account, help): the same
 * entries and routes as the spec's table and optional tiles, nothing added or
 * dropped; agents get the agent area where others get the referral.
 */
export function centreLayout(isOn: (flag: FlagName) => boolean, isAgent: boolean): CentreLayout {
  const entries: CentreEntry[] = [
    ...visibleTiles(isOn).map(({ key, href }) => ({ key, href })),
    { key: 'part_bonus', href: null },
    isAgent ? { key: 'agent', href: APP_PATHS.agent } : { key: 'referral', href: APP_PATHS.inviteFriends },
    { key: 'app', href: APP_PATHS.app },
    { key: 'service', href: appPath('message', { service: 1 }) },
  ];
  return {
    money: entries.filter((e) => GROUP_OF[e.key] === 'money'),
    groups: GROUP_ORDER.map((key) => ({ key, entries: entries.filter((e) => GROUP_OF[e.key] === key) })).filter((g) => g.entries.length > 0),
  };
}

/** The balance as the widget shows it: money (2 decimals), or asterisks when hidden, refreshing or not known. */
export function balanceText(balance: number | undefined, masked: boolean, money: (value: number) => string): string {
  if (masked || balance === undefined) return '******';
  return money(balance);
}
