import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../client';
import { requestPasswordEmail } from './password';
import { AUTH_PATHS } from '../../../contract';

const memory = new Map<string, string>();
const storage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, val: string) => void memory.set(k, val),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
};

beforeEach(() => {
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
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
