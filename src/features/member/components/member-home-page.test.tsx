import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StatusValue } from '../../../../contract';
import type { FlagName } from '../../../config/flags';
import { statusQueryOptions } from '../../../api/system/status';
import { clearSession, setSession } from '../../../platform/session';
import { APP_PATHS } from '../../../config/paths';
import MemberHomePage from './member-home-page';

const ALL_ON: Partial<Record<FlagName, boolean>> = { DEPOSIT: true, WITHDRAW: true, MAILCEN: true, TRANSBETREPMEM3: true, TRANSREC3: true, REWCEN3: true, SECPRIV: true, MANPLAYREB3: true };

function show(flags: Partial<Record<FlagName, boolean>>, type = 0) {
  setSession({ token: 't', id: 1, userName: 'centre_member', type, merchantCode: 'DEMO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: flags, resources: [] } } as unknown as StatusValue);
  return render(
    <QueryClientProvider client={client}>
      <MemberHomePage hotStrip={<div data-testid="hot-strip" />} onSignOut={() => undefined} />
    </QueryClientProvider>,
  );
}

const group = (name: string) => screen.getByRole('region', { name });
const links = (name: string) => within(group(name)).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  // the page's own calls (balance, member info, rank) are not what this test reads
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('MemberHomePage', () => {
  it('puts deposit and withdraw on the balance card and every other entry under its heading, with the same routes', () => {
    show(ALL_ON);
    const card = screen.getByRole('region', { name: 'Tài khoản của bạn' });
    expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Nạp tiền', APP_PATHS.deposit],
      ['Rút tiền', APP_PATHS.withdraw],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Dịch vụ thành viên' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Lịch sử', 'Ưu đãi', 'Tài khoản', 'Hỗ trợ']);
    expect(links('Lịch sử')).toEqual([
      ['Lịch sử cược', APP_PATHS.gameRecord],
      ['Lịch sử giao dịch', APP_PATHS.transactionRecord],
    ]);
    expect(links('Ưu đãi')).toEqual([
      ['Trung tâm phần thưởng', APP_PATHS.rewardCenter],
      ['Hoàn trả thủ công', APP_PATHS.manualRebate],
      ['Mời bạn bè', APP_PATHS.inviteFriends],
    ]);
    // the part bonus is a button: it only says "updating" (spec)
    expect(within(group('Ưu đãi')).getByRole('button', { name: 'Thưởng từng phần' })).toBeTruthy();
    expect(links('Tài khoản')).toEqual([
      ['Tin nhắn', APP_PATHS.webEmail],
      ['Yêu thích', APP_PATHS.favorite],
      ['Trung tâm bảo mật', APP_PATHS.securityCenter],
    ]);
    expect(links('Hỗ trợ')).toEqual([
      ['Thông báo', APP_PATHS.announcement],
      ['Tải ứng dụng', APP_PATHS.app],
      ['Chăm sóc khách hàng', `${APP_PATHS.message}?service=1`],
    ]);
    // every entry has its drawn icon
    expect(nav.querySelectorAll('.member-tile').length).toBe(nav.querySelectorAll('.member-tile svg.art-icon').length);
    // the hot strip stays after the groups
    expect(nav.compareDocumentPosition(screen.getByTestId('hot-strip')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows the flags: no withdraw action, no records group when both records are off; an agent gets the agent area', () => {
    show({ DEPOSIT: true }, 1);
    const card = screen.getByRole('region', { name: 'Tài khoản của bạn' });
    expect(within(card).queryByRole('link', { name: 'Rút tiền' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Nạp tiền' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lịch sử' })).toBeNull();
    expect(within(group('Tài khoản')).getByRole('link', { name: 'Đại lý' }).getAttribute('href')).toBe(APP_PATHS.agent);
    expect(screen.queryByRole('link', { name: 'Mời bạn bè' })).toBeNull();
  });

  it('shows no money actions when deposit and withdraw are both off', () => {
    show({});
    expect(document.querySelector('.member-card__actions')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).toBeNull();
  });
});
