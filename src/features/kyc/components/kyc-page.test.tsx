import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KYC_ERROR_CODES, KYC_PATHS, type KycStatus } from '../../../../contract/kyc';
import { UPLOAD_PATHS } from '../../../../contract/uploads';
import { clearSession, setSession } from '../../../platform/session';
import KycPage from './kyc-page';

const NONE: KycStatus = { state: 'none', id: null, fullName: null, docType: null, docNumberMasked: null, submittedAt: null, reviewedAt: null, rejectReason: null, requiredForWithdrawal: true };
const PENDING: KycStatus = { ...NONE, state: 'pending', id: 5, fullName: 'Nguyễn Văn An', docType: 'CCCD', docNumberMasked: '********1234', submittedAt: '2026-11-26T08:00:00.000Z' };
const REJECTED: KycStatus = { ...PENDING, state: 'rejected', reviewedAt: '2026-11-26T09:00:00.000Z', rejectReason: 'Ảnh mặt trước bị mờ' };

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

let status: KycStatus;
let submitReply: () => Response;
let calls: { path: string; kind: string | null; body: unknown }[];

beforeEach(() => {
  setSession({ token: 't', id: 1, userName: 'kyc_member', type: 0, merchantCode: 'DEMO' });
  status = NONE;
  submitReply = () => reply(PENDING);
  calls = [];
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ path: url.pathname, kind: url.searchParams.get('kind'), body });
    if (url.pathname === KYC_PATHS.status) return reply(status);
    if (url.pathname === UPLOAD_PATHS.image) return reply({ imageId: calls.length, contentType: 'image/png', size: 10, width: 2, height: 2 });
    if (url.pathname === KYC_PATHS.submit) return submitReply();
    return reply(null, false, 'system.error');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
/** One query client per test: a remount finds the state already read, as the app's cache keeps it. */
function renderPage() {
  return render(<QueryClientProvider client={client}><KycPage /></QueryClientProvider>);
}

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });
const pick = (group: string, file: File) => {
  const input = screen.getByRole('group', { name: group }).querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const submitButton = () => screen.getByRole('button', { name: 'Gửi xác minh' });

function fillAll() {
  type('Họ và tên (như trên giấy tờ)', 'Nguyễn Văn An');
  type('Ngày sinh', '1990-05-17');
  type('Số giấy tờ', '079090001234');
  pick('Ảnh mặt trước', png('front.png'));
  pick('Ảnh mặt sau', png('back.png'));
  pick('Ảnh chân dung cầm giấy tờ', png('selfie.png'));
}

describe('KYC screen', () => {
  it('checks every field before sending anything, in Vietnamese', async () => {
    renderPage();
    expect(await screen.findByTestId('kyc-state')).toHaveProperty('textContent', 'Chưa xác minh');
    type('Họ và tên (như trên giấy tờ)', 'A');
    type('Ngày sinh', `${new Date().getUTCFullYear() - 10}-01-01`);
    type('Số giấy tờ', '123');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Họ tên phải giống trên giấy tờ (2–100 chữ cái).')).toBeTruthy();
    expect(screen.getByText('Bạn phải đủ 18 tuổi.')).toBeTruthy();
    expect(screen.getByText('Số giấy tờ không đúng định dạng.')).toBeTruthy();
    expect(screen.getAllByText('Vui lòng chọn ảnh này.')).toHaveLength(3);
    expect(calls.some((c) => c.path === UPLOAD_PATHS.image || c.path === KYC_PATHS.submit)).toBe(false);
    // a passport needs no back image and takes letters
    fireEvent.change(screen.getByLabelText('Loại giấy tờ'), { target: { value: 'PASSPORT' } });
    type('Số giấy tờ', 'C1234567');
    expect(screen.queryByText('Số giấy tờ không đúng định dạng.')).toBeNull();
    expect(screen.getAllByText('Vui lòng chọn ảnh này.')).toHaveLength(2);
  });

  it('uploads the three images as kyc, sends the submission naming them, then shows the pending state', async () => {
    renderPage();
    await screen.findByTestId('kyc-state');
    fillAll();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    status = PENDING;
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('kyc-state').textContent).toBe('Đang chờ duyệt'));
    const uploads = calls.filter((c) => c.path === UPLOAD_PATHS.image);
    expect(uploads.map((c) => c.kind)).toEqual(['kyc', 'kyc', 'kyc']);
    const sent = calls.find((c) => c.path === KYC_PATHS.submit)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ fullName: 'Nguyễn Văn An', birthDate: '1990-05-17', docType: 'CCCD', docNumber: '079090001234', backImageId: expect.any(Number) });
    expect(new Set([sent.frontImageId, sent.backImageId, sent.selfieImageId]).size).toBe(3);
    expect(screen.queryByRole('button', { name: 'Gửi xác minh' })).toBeNull();
    expect(sessionStorage.length === 0 || !JSON.stringify({ ...sessionStorage }).includes('079090001234')).toBe(true);
  });

  it('keeps typed input across a remount and while offline, and translates a server refusal', async () => {
    const first = renderPage();
    await screen.findByTestId('kyc-state');
    fillAll();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    first.unmount();

    renderPage();
    expect(box('Họ và tên (như trên giấy tờ)').value).toBe('Nguyễn Văn An');
    expect(box('Số giấy tờ').value).toBe('079090001234');
    expect(screen.getByRole('status').textContent).toContain('Mất kết nối');
    expect(submitButton()).toHaveProperty('disabled', true);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fireEvent(window, new Event('online'));
    pick('Ảnh mặt trước', png('front.png'));
    pick('Ảnh mặt sau', png('back.png'));
    pick('Ảnh chân dung cầm giấy tờ', png('selfie.png'));
    submitReply = () => reply(null, false, KYC_ERROR_CODES.docNumberInvalid);
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Số giấy tờ không đúng định dạng.')).toBeTruthy();
    expect(box('Họ và tên (như trên giấy tờ)').value).toBe('Nguyễn Văn An');
  });

  it('shows the operator’s reason after a rejection and offers the form again; a failed load offers a retry', async () => {
    status = REJECTED;
    const page = renderPage();
    expect(await screen.findByText('Hồ sơ bị từ chối. Lý do: Ảnh mặt trước bị mờ')).toBeTruthy();
    expect(submitButton()).toBeTruthy();
    page.unmount();

    vi.stubGlobal('fetch', async () => reply(null, false, 'system.error'));
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
