import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PATHS, SOCIAL_PATHS, type StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { APP_PATHS } from '../../../config/paths';
import RegisterPage from './register-page';
import LoginPage from './login-page';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

const setting = (required: boolean, minLength: number, maxLength: number, patternId: string) => ({ enabled: true, required, minLength, maxLength, patternId, acceptedPattern: '*' });
const SETTINGS = {
  username: setting(true, 6, 16, 'username'),
  password: setting(true, 6, 20, 'password'),
  confirmPassword: setting(true, 6, 20, 'password'),
};

/** The providers the stubbed server offers (switch on and configured there). */
let offered: string[] = [];
/** Field settings a test adds to the registration's. */
let extraSettings: Record<string, unknown> = {};

beforeEach(() => {
  offered = ['google'];
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(String(url), window.location.origin);
    if (parsed.pathname === SOCIAL_PATHS.providers) return reply({ providers: offered });
    if (parsed.pathname === PATHS.registerSettings) return reply({ ...SETTINGS, ...extraSettings });
    if (parsed.pathname.startsWith('/wps/captcha')) return reply('iVBORw0KGgo=');
    return reply(null, false, 'system.error');
  });
});
afterEach(() => {
  cleanup();
  extraSettings = {};
  vi.unstubAllGlobals();
});

function wrap(node: ReactNode, path: string, flags: Record<string, boolean>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: flags, resources: [] } } as unknown as StatusValue);
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook} searchHook={searchHook}>{node}</Router>
    </QueryClientProvider>,
  );
}

describe('the registration page (spec §2.4: social sign-in buttons on register)', () => {
  it('offers the icon of each provider the server offers while its switch is on, and no other', async () => {
    wrap(<RegisterPage />, APP_PATHS.register, { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, USERNAMEREG3: true });
    expect(await screen.findByRole('button', { name: 'Đăng nhập bằng Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Đăng nhập bằng Facebook' })).toBeNull();
  });

  it('offers none while the switches are off, whatever the server configures', async () => {
    offered = ['google', 'facebook'];
    wrap(<RegisterPage />, APP_PATHS.register, { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, USERNAMEREG3: true });
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.queryByRole('group', { name: 'Hoặc đăng nhập bằng' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Đăng nhập bằng (Google|Facebook)$/ })).toBeNull();
  });
});

describe('the further profile fields (access spec §3: address, nationality, occupation, source of income, Telegram)', () => {
  it('are offered when the merchant enables them, labelled, with their autocomplete tokens, the required one not marked optional', async () => {
    extraSettings = {
      telegram: setting(false, 0, 40, ''), address: setting(true, 5, 200, ''), nationality: setting(false, 0, 60, ''),
      occupation: setting(false, 0, 60, ''), sourceOfIncome: setting(false, 0, 60, ''),
    };
    wrap(<RegisterPage />, APP_PATHS.register, { USERNAMEREG3: true });
    const input = async (label: string) => (await screen.findByLabelText(label, { exact: true })) as HTMLInputElement;
    expect((await input('Địa chỉ')).autocomplete).toBe('street-address');
    expect((await input('Quốc tịch (không bắt buộc)')).autocomplete).toBe('country-name');
    expect((await input('Nghề nghiệp (không bắt buộc)')).autocomplete).toBe('organization-title');
    expect((await input('Nguồn thu nhập (không bắt buộc)')).autocomplete).toBe('off');
    expect((await input('Telegram (không bắt buộc)')).autocomplete).toBe('off');
  });

  it('are not offered while the merchant has not enabled them', async () => {
    wrap(<RegisterPage />, APP_PATHS.register, { USERNAMEREG3: true });
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.queryByLabelText(/^(Địa chỉ|Quốc tịch|Nghề nghiệp|Nguồn thu nhập|Telegram)/)).toBeNull();
  });
});

describe('the login page a guest reaches from the headset', () => {
  it('says why a login is needed when it returns to the message centre, and says nothing otherwise', async () => {
    const support = wrap(<LoginPage />, `${APP_PATHS.login}?redirect=${encodeURIComponent('/m/message?service=1')}`, {});
    expect((await screen.findByRole('note')).textContent).toBe('Vui lòng đăng nhập để trò chuyện với chăm sóc khách hàng. Sau khi đăng nhập, bạn sẽ được đưa đến đó.');
    support.unmount();

    wrap(<LoginPage />, `${APP_PATHS.login}?redirect=${encodeURIComponent('/m/webEmail')}`, {});
    await screen.findByLabelText('Tên đăng nhập');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
