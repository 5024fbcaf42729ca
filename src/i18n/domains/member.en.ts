import type { memberVi } from './member.vi';

/** English texts of the member centre; typed against the Vietnamese keys. */
export const memberEn: Record<keyof typeof memberVi, string> = {
  account: 'Your account',
  services: 'Member services',
  balance: 'Total balance',
  show_balance: 'Show balance',
  hide_balance: 'Hide balance',
  refresh_balance: 'Refresh balance',
  tile_deposit: 'Deposit',
  tile_withdraw: 'Withdraw',
  tile_messages: 'Messages',
  tile_bet_record: 'Betting record',
  tile_account_record: 'Account record',
  tile_rewards: 'Reward centre',
  tile_favourites: 'Favourites',
  tile_security: 'Security centre',
  tile_announcements: 'Announcements',
  tile_manual_rebate: 'Manual rebate',
  tile_part_bonus: 'Part bonus',
  tile_agent: 'Agent',
  tile_referral: 'Invite friends',
  tile_app: 'Download the app',
  tile_service: 'Customer service',
  vip_label: 'VIP level',
  vip_progress: 'Progress to {{next}}',
  vip_top: 'Top rank reached',
};
