import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SmsCodeButton } from './sms-code-button';

const HMAC_KEY = 'component-test-key';

function reply(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('SmsCodeButton', () => {
  it('solves the server challenge and sends its proof with the number', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 500, expires: new Date(Date.now() + 60_000) });
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).includes('/wps/verification/challenge')) return reply({ ...challenge, maxnumber: 500 });
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return reply({ expirationTime: Date.now() + 60_000 });
    });
    render(<SmsCodeButton purpose="register" mobileNum=" 912345678 " countryDialingCode="+84" validateMobile={() => true} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ mobileNum: '912345678', countryDialingCode: '+84', altcha: expect.any(String) });
    expect(await verifySolution(sent[0]!.altcha as string, HMAC_KEY)).toBe(true);
    expect(await screen.findByRole('button', { name: /Gửi lại sau \d+ giây/ })).toBeTruthy();
  });

  it('an invalid number sends nothing, not even for a challenge', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(String(url));
      return reply(null);
    });
    render(<SmsCodeButton purpose="login" mobileNum="12" countryDialingCode="+84" validateMobile={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi mã' })).toBeTruthy());
    expect(calls).toEqual([]);
  });
});
