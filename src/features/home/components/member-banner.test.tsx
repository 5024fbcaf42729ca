import { afterEach, describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { APP_PATHS } from '../../../config/paths';
import { clearSession, setSession } from '../../../platform/session';
import { MemberBanner } from './member-banner';

function renderBanner(flags: Record<string, boolean>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: flags, resources: [] } } as unknown as StatusValue);
  return render(<QueryClientProvider client={client}><MemberBanner /></QueryClientProvider>);
}
const shortcuts = () => within(screen.getByRole('navigation'));

afterEach(() => {
  cleanup();
  clearSession();
});

describe("the home's member banner", () => {
  it('offers deposit and withdraw while each is switched on, and the service always', () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    renderBanner({ DEPOSIT: true, WITHDRAW: true, CBS3: true });
    expect(shortcuts().getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe(APP_PATHS.deposit);
    expect(shortcuts().getByRole('link', { name: 'Rút tiền' }).getAttribute('href')).toBe(APP_PATHS.withdraw);
    expect(shortcuts().getByRole('link', { name: 'CSKH' }).getAttribute('href')).toBe(`${APP_PATHS.message}?service=1`);
  });

  it('with live chat switched off (CBS3) the service shortcut opens the message centre, not the chat', () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    renderBanner({ DEPOSIT: true, WITHDRAW: true, CBS3: false });
    expect(shortcuts().getByRole('link', { name: 'CSKH' }).getAttribute('href')).toBe(APP_PATHS.message);
  });

  it('drops a switched-off money shortcut (DEPOSIT, WITHDRAW): the server refuses those screens', () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    renderBanner({ DEPOSIT: false, WITHDRAW: true });
    expect(shortcuts().queryByRole('link', { name: 'Nạp tiền' })).toBeNull();
    expect(shortcuts().getByRole('link', { name: 'Rút tiền' })).toBeTruthy();
    cleanup();
    renderBanner({ DEPOSIT: true, WITHDRAW: false });
    expect(shortcuts().getByRole('link', { name: 'Nạp tiền' })).toBeTruthy();
    expect(shortcuts().queryByRole('link', { name: 'Rút tiền' })).toBeNull();
    expect(shortcuts().getAllByRole('link')).toHaveLength(2);
  });

  // a trial account's name is generated: the player reads a friendly name, never trial_813318
  it('greets a trial player as "Người chơi thử", not by the generated account name', () => {
    setSession({ token: 'tok', id: 9, userName: 'trial_813318', type: 4, merchantCode: 'DEMO' });
    renderBanner({ DEPOSIT: true, WITHDRAW: true });
    expect(screen.getByRole('region', { name: 'Xin chào, Người chơi thử' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('trial_813318');
  });

  it('greets a member by the account name until a nickname is known', () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    renderBanner({ DEPOSIT: true, WITHDRAW: true });
    expect(screen.getByRole('region', { name: 'Xin chào, demomember' })).toBeTruthy();
  });

  // Decision 0112: the guest's banner is server-rendered and hydrated later; an
  // answer for one of its components before then makes React hydrate the
  // whole block at once, in one blocking task. The member's calls (flags,
  // country, balance, member info) are observed by the member's banner only.
  it("a guest's banner is not rendered again when the status (flags) changes: the member's calls are not observed for a guest", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: { DEPOSIT: true }, resources: [] } } as unknown as StatusValue);
    let commits = 0;
    render(
      <QueryClientProvider client={client}>
        <Profiler id="banner" onRender={() => void commits++}>
          <MemberBanner />
        </Profiler>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Tham gia ngay' })).toBeTruthy();
    expect(commits).toBe(1);
    act(() => {
      client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: { DEPOSIT: false, CBS3: true }, resources: [] } } as unknown as StatusValue);
    });
    expect(commits).toBe(1);
  });
});
