import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PATHS, type ConsolidatedSettingsValue, type StatusValue } from '../../../../contract';
import { systemKeys } from '../../../api/system/keys';
import { statusValueFixture } from '../../../api/system/status.fixture';
import { AuthModals } from './auth-modals';
import { closeModal, openModal } from '../../../ui/modal-store';

function reply(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
}

const COUNTRY = {
  countries: [{ code: 'VN', name: 'Việt Nam', dialingCode: '+84' }, { code: 'TH', name: 'Thái Lan', dialingCode: '+66' }],
  countryCode: 'VN', countryDialingCode: '+66', currencySymbol: '₫', currency: 'VND', currencyPosition: 'after' as const,
};
const REGISTER = { username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: '1', acceptedPattern: '*' } };
const CONSOLIDATED: ConsolidatedSettingsValue = {
  country: COUNTRY, register: REGISTER, whitelabelVal: { MOBILEVERCODELOGIN3: true, FREEPLAY3: false, USERNAMEREG3: true }, resources: [], customerService: [],
};

let asked: string[] = [];
let client: QueryClient;

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(String(url), window.location.origin).pathname;
    asked.push(path);
    if (path === PATHS.consolidatedSettings) return reply(CONSOLIDATED);
    if (path === PATHS.registerSettings) return reply(REGISTER);
    if (path === PATHS.country) return reply(COUNTRY);
    if (path.startsWith('/wps/captcha')) return reply('iVBORw0KGgo=');
    return new Response(JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.error' }), { headers: { 'Content-Type': 'application/json' } });
  });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status = statusValueFixture();
  // the status the page started with: free play on, no SMS login
  client.setQueryData(systemKeys.status(), { ...status, info: { ...status.info, whitelabelVal: { FREEPLAY3: true, MOBILEVERCODELOGIN3: false, USERNAMEREG3: true } } });
});
afterEach(() => {
  act(() => closeModal());
  vi.unstubAllGlobals();
});

const settingsCalls = () => asked.filter((path) => [PATHS.consolidatedSettings, PATHS.registerSettings, PATHS.country].includes(path as never));

describe('where the access screens get their settings', () => {
  it('the login dialog asks the consolidated settings once, for its rules, dialing codes and flags', async () => {
    render(
      <QueryClientProvider client={client}>
        <AuthModals />
      </QueryClientProvider>,
    );
    act(() => openModal('login'));
    // the flags of the answer are merged into the status: the SMS login switched on, free play off
    // (a ceiling for the lazily loaded form on a busy machine, not a wait)
    const smsTab = await screen.findByRole('tab', { name: 'Số điện thoại' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Chơi thử' })).toBeNull();
    act(() => smsTab.click());
    // the merchant's dialing code from the same answer
    await waitFor(() => expect((screen.getByLabelText('Mã quốc gia') as HTMLSelectElement).value).toBe('+66'));
    expect(settingsCalls(), asked.join(' ')).toEqual([PATHS.consolidatedSettings]);
    // the register screen, opened next, starts from the same values
    expect(client.getQueryData(systemKeys.registerSettings())).toEqual(REGISTER);
    expect(client.getQueryData(systemKeys.country())).toEqual(COUNTRY);
    expect(client.getQueryData<StatusValue>(systemKeys.status())?.info.merchantCode).toBe('DEMO');
  });

  it('the register dialog keeps the spec\'s own register settings and country calls', async () => {
    render(
      <QueryClientProvider client={client}>
        <AuthModals />
      </QueryClientProvider>,
    );
    act(() => openModal('register'));
    await waitFor(() => expect(settingsCalls().sort()).toEqual([PATHS.country, PATHS.registerSettings].sort()), { timeout: 10_000 });
    expect(asked).not.toContain(PATHS.consolidatedSettings);
  });
});
