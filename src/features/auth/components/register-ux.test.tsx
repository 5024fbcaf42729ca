import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_PATHS, GAME_PATHS, PATHS, type StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { clearSession, setSession } from '../../../platform/session';
import { formatsFor } from '../../../i18n/format';
import { APP_PATHS } from '../../../config/paths';
import { RegisterForm } from './register-form';
import { AuthModals } from './auth-modals';
import { startWelcome, welcomeName } from '../model/welcome';
import { forgetHeldInput } from '../hooks/use-auth-form';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../hooks/use-username-availability';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

const setting = (required: boolean, minLength: number, maxLength: number, patternId = '') => ({ enabled: true, required, minLength, maxLength, patternId, acceptedPattern: '*' });
/** The registration's field settings: username 6-16, passwords, an optional email and nickname. */
const SETTINGS = {
  username: setting(true, 6, 16, 'username'),
  password: setting(true, 6, 20, 'password'),
  confirmPassword: setting(true, 6, 20, 'password'),
  email: setting(false, 0, 254, 'email'),
  nickname: setting(false, 0, 20, 'nickname'),
};

/** Usernames the stubbed server says are taken, and every availability call made. */
let taken = new Set<string>();
let checks: string[] = [];
/** Extra field settings for one test (the affiliate code field), and the codes the affiliate check knows. */
let extraSettings: Record<string, unknown> = {};
const knownCodes = new Set(['DEMO2026']);
let affiliateChecks = 0;

beforeEach(() => {
  taken = new Set(['demomember']);
  checks = [];
  sessionStorage.clear();
  forgetHeldInput();
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(String(url), window.location.origin);
    if (parsed.pathname.startsWith('/wps/captcha')) return reply('iVBORw0KGgo=');
    if (parsed.pathname === PATHS.registerSettings) return reply({ ...SETTINGS, ...extraSettings });
    if (parsed.pathname === AUTH_PATHS.affiliate) return (affiliateChecks += 1), reply({ valid: knownCodes.has((parsed.searchParams.get('code') ?? '').toUpperCase()) });
    if (parsed.pathname === AUTH_PATHS.checkUsername) {
      const name = parsed.searchParams.get('username') ?? '';
      checks.push(name);
      return reply({ available: !taken.has(name.toLowerCase()) });
    }
    if (parsed.pathname === GAME_PATHS.wallet) return reply({ sumBalance: 0, isSingle: true });
    return reply(null, false, 'system.error');
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  extraSettings = {};
  affiliateChecks = 0;
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function wrap(node: ReactNode, flags: Record<string, boolean> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (Object.keys(flags).length) client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: flags, resources: [] } } as unknown as StatusValue);
  const { hook } = memoryLocation({ path: APP_PATHS.home, record: true });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>{node}</Router>
    </QueryClientProvider>,
  );
}
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('registration form', () => {
  it('marks the optional fields, and only them', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.getByLabelText('Email (không bắt buộc)')).toBeTruthy();
    expect(screen.getByLabelText('Biệt danh (không bắt buộc)')).toBeTruthy();
    for (const required of ['Tên đăng nhập', 'Mật khẩu', 'Xác nhận mật khẩu', 'Mã xác nhận']) expect(input(required)).toBeTruthy();
    expect(document.querySelectorAll('.auth-field__optional')).toHaveLength(2);
  });

  it('asks whether the username is free once typing pauses, one call for a burst of keys, and says so', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    // too short for the field's rule: never asked
    type('Tên đăng nhập', 'new');
    type('Tên đăng nhập', 'newpl');
    type('Tên đăng nhập', 'newplayer1');
    expect(checks).toEqual([]);
    expect(await screen.findByText('Đang kiểm tra tên đăng nhập…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('✓ Tên đăng nhập có thể sử dụng')).toBeTruthy(), { timeout: USERNAME_CHECK_DEBOUNCE_MS * 5 });
    expect(checks).toEqual(['newplayer1']);
  });

  it('says a taken username once, under the field, and keeps saying it at submit', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    input('Mật khẩu').focus();
    type('Tên đăng nhập', 'DemoMember');
    await waitFor(() => expect(screen.getAllByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveLength(1), { timeout: USERNAME_CHECK_DEBOUNCE_MS * 5 });
    expect(input('Tên đăng nhập').getAttribute('aria-invalid')).toBe('true');
    // the check did not pull the focus from where the player is typing
    expect(document.activeElement).toBe(input('Mật khẩu'));
    type('Mật khẩu', 'Secret123');
    type('Xác nhận mật khẩu', 'Secret123');
    type('Mã xác nhận', '12345');
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(document.activeElement).toBe(input('Tên đăng nhập')));
    expect(screen.getAllByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveLength(1);
    expect(document.querySelector('.auth-form__error')).toBeNull();
    // another name clears it and is asked about in turn
    type('Tên đăng nhập', 'freshname1');
    await waitFor(() => expect(screen.queryByText('Xin lỗi, tên đăng nhập đã tồn tại')).toBeNull());
  });

  it('an empty confirmation asks for the password again, not "wrong password"', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    type('Mật khẩu', 'Secret123');
    // tabbing past the empty field says nothing yet (a field is checked once it is left holding something)
    fireEvent.focusOut(input('Xác nhận mật khẩu'));
    expect(screen.queryByText('Vui lòng nhập lại mật khẩu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Vui lòng nhập lại mật khẩu')).toBeTruthy();
    expect(screen.queryByText('Mật khẩu không đúng')).toBeNull();
    type('Xác nhận mật khẩu', 'Secret124');
    expect(await screen.findByText('Mật khẩu xác nhận không khớp')).toBeTruthy();
  });

  it('keeps everything typed across a visit to the terms, the passwords in memory only', async () => {
    const first = wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    type('Tên đăng nhập', 'newplayer1');
    type('Mật khẩu', 'Secret123');
    type('Xác nhận mật khẩu', 'Secret123');
    type('Email (không bắt buộc)', 'me@example.com');
    // the form leaves the screen (the terms page) and comes back
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Secret123');
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    expect(input('Tên đăng nhập').value).toBe('newplayer1');
    expect(input('Mật khẩu').value).toBe('Secret123');
    expect(input('Xác nhận mật khẩu').value).toBe('Secret123');
    expect(input('Email (không bắt buộc)').value).toBe('me@example.com');
  });
});

describe('a shared registration link', () => {
  it('whose agent code is unknown says the link is incorrect, under the code it brought (spec §8)', async () => {
    extraSettings = { affiliateCode: setting(false, 0, 20) };
    window.history.replaceState(null, '', `${APP_PATHS.register}?code=BADLINK`);
    wrap(<RegisterForm />);
    const field = await screen.findByLabelText('Mã mời (không bắt buộc)');
    expect((field as HTMLInputElement).value).toBe('BADLINK');
    expect(await screen.findByText('Thông tin đại lý hoặc đường dẫn không đúng')).toBeTruthy();
    expect(screen.queryByText('Mã mời không hợp lệ')).toBeNull();
  });

  it('with a known code shows no field and no message', async () => {
    extraSettings = { affiliateCode: setting(false, 0, 20) };
    window.history.replaceState(null, '', `${APP_PATHS.register}?code=demo2026`);
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    await waitFor(() => expect(affiliateChecks).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText('Mã mời (không bắt buộc)')).toBeNull();
    expect(screen.queryByText('Thông tin đại lý hoặc đường dẫn không đúng')).toBeNull();
  });

  it('whose code is unknown, where the merchant shows no code field, says so above the form', async () => {
    window.history.replaceState(null, '', `${APP_PATHS.register}?affiliateCode=NOPE`);
    wrap(<RegisterForm />);
    expect((await screen.findByRole('alert')).textContent).toBe('Thông tin đại lý hoặc đường dẫn không đúng');
    expect(screen.queryByLabelText(/Mã mời/)).toBeNull();
  });
});

describe("a new account's welcome", () => {
  it('greets the new member with the balance and the next steps, once', async () => {
    setSession({ token: 'tok', id: 9, userName: 'newplayer1', type: 0, merchantCode: 'DEMO' });
    act(() => startWelcome('newplayer1'));
    wrap(<AuthModals />, { FREEPLAY3: true, DEPOSIT: true });
    const dialog = await screen.findByRole('dialog', { name: 'Chào mừng, newplayer1!' });
    await waitFor(() => expect(dialog.textContent).toContain(formatsFor('vi', null).money(0)));
    expect(screen.getByRole('link', { name: 'Nạp tiền ngay' }).getAttribute('href')).toBe(APP_PATHS.deposit);
    expect(screen.getByRole('button', { name: 'Chơi thử bằng số dư chơi thử' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem sảnh trò chơi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(welcomeName()).toBeNull();
  });

  it('offers no deposit while deposits are switched off (DEPOSIT)', async () => {
    setSession({ token: 'tok', id: 9, userName: 'newplayer1', type: 0, merchantCode: 'DEMO' });
    act(() => startWelcome('newplayer1'));
    wrap(<AuthModals />, { FREEPLAY3: true, DEPOSIT: false });
    await screen.findByRole('dialog', { name: 'Chào mừng, newplayer1!' });
    expect(screen.queryByRole('link', { name: 'Nạp tiền ngay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chơi thử bằng số dư chơi thử' })).toBeTruthy();
  });

  it('is not shown to another account', async () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    act(() => startWelcome('newplayer1'));
    wrap(<AuthModals />);
    await waitFor(() => expect(welcomeName()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
