import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../client';
import { checkAffiliate } from './register';
import { AUTH_ERROR_CODES, AUTH_PATHS } from '../../../contract';
import { stubWebStorage } from '../../platform/web-storage.test-helper';

const envelope = (success: boolean, value: unknown, errorCode: string | null) =>
  new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stubWebStorage();
  configureClient({ language: () => 'VI', device: () => 'PWA' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the affiliate check (access spec §7: code and domain; returns data.success)', () => {
  it('asks with the code and domain, and reads a successful answer as a valid code', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelope(true, { valid: true }, null));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkAffiliate('DEMO2026', 'm.wps-demo.example')).toEqual({ valid: true });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.pathname, url.searchParams.get('code'), url.searchParams.get('domain')]).toEqual([AUTH_PATHS.affiliate, 'DEMO2026', 'm.wps-demo.example']);
  });

  it('reads success false with the invalid-code refusal as an unknown code', async () => {
    vi.stubGlobal('fetch', async () => envelope(false, { valid: false }, AUTH_ERROR_CODES.affiliateInvalid));
    expect(await checkAffiliate('NOPE', 'x')).toEqual({ valid: false });
  });

  it('throws any other failure, which is not a verdict on the code', async () => {
    vi.stubGlobal('fetch', async () => envelope(false, null, 'system.error'));
    await expect(checkAffiliate('DEMO2026', 'x')).rejects.toMatchObject({ errorCode: 'system.error' });
  });
});
