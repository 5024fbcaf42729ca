import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../client';
import { requestPasswordEmail } from './password';
import { AUTH_PATHS } from '../../../contract';
import { stubWebStorage } from '../../platform/web-storage.test-helper';

beforeEach(() => {
  stubWebStorage();
  configureClient({ language: () => 'VI', device: () => 'PWA' });
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password by email', () => {
  it('posts the username and email form-encoded, as the spec\'s call table says', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true, value: null, message: null, errorCode: null })));
    vi.stubGlobal('fetch', fetchMock);
    await requestPasswordEmail({ username: 'member 1', email: 'a+b@mail.vn' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(AUTH_PATHS.passwordEmail);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(init?.body).toBe('username=member+1&email=a%2Bb%40mail.vn');
  });
});
