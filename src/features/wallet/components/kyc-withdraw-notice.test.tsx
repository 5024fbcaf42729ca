import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KYC_PATHS, type KycStatus } from '../../../../contract/kyc';
import { clearSession, setSession } from '../../../platform/session';
import { KycWithdrawNotice } from './kyc-withdraw-notice';

const NONE: KycStatus = { state: 'none', id: null, fullName: null, docType: null, docNumberMasked: null, submittedAt: null, reviewedAt: null, rejectReason: null, requiredForWithdrawal: true };

let status: KycStatus;
beforeEach(() => {
  setSession({ token: 't', id: 1, userName: 'wd_member', type: 0, merchantCode: 'DEMO' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const ok = new URL(String(input), 'http://localhost').pathname === KYC_PATHS.status;
    return new Response(JSON.stringify({ success: ok, value: ok ? status : null, message: null, errorCode: ok ? null : 'system.error' }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

let client: QueryClient;
function renderNotice() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><div>withdraw form<KycWithdrawNotice /></div></QueryClientProvider>);
}

describe('withdraw screen: verification before a first withdrawal', () => {
  it('explains it up front and links to the KYC screen while the server would refuse', async () => {
    status = NONE;
    renderNotice();
    expect(await screen.findByText('Trước lần rút tiền đầu tiên, bạn cần xác minh danh tính (KYC).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xác minh danh tính' }).getAttribute('href')).toBe('/m/securityCenter/kyc');
  });

  it('says a pending verification is being reviewed', async () => {
    status = { ...NONE, state: 'pending', id: 3 };
    renderNotice();
    expect(await screen.findByText('Hồ sơ xác minh của bạn đang chờ duyệt. Bạn có thể rút tiền sau khi được duyệt.')).toBeTruthy();
  });

  it('says nothing when the withdrawal is not held back (switch off, verified, or paid out before)', async () => {
    status = { ...NONE, state: 'verified', requiredForWithdrawal: false };
    const view = renderNotice();
    // once the state has arrived (and rendered), the notice stays absent
    await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['kyc'] })[0]?.state.status).toBe('success'));
    expect(view.queryByTestId('kyc-withdraw-notice')).toBeNull();
  });
});
