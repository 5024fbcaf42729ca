import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StatusGate } from './status-gate';
import { createQueryClient } from './query-client';
import { systemKeys } from '../api/system/keys';
import { statusValueFixture } from '../api/system/status.fixture';

const statusValue = statusValueFixture;

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }));

function renderGate(queryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <p>the app</p>
      </StatusGate>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('StatusGate', () => {
  it('renders the app when the status is normal', async () => {
    vi.stubGlobal('fetch', async () => envelope(statusValue()));
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('shows the maintenance page, maintenance winning over restriction', async () => {
    vi.stubGlobal('fetch', async () => envelope(statusValue({ maintenance: true, regionRestriction: true })));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('shows the blocked page with the IP when region-restricted', async () => {
    vi.stubGlobal('fetch', async () => envelope(statusValue({ regionRestriction: true })));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Truy cập bị từ chối' })).toBeTruthy();
    expect(screen.getByText(/10\.1\.2\.3/)).toBeTruthy();
  });

  it('shows a translated retry for a malformed reply, and the retry works', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"success":true,"value":{"nonsense":1}}'))
      .mockResolvedValueOnce(envelope(statusValue()));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Máy chủ trả về dữ liệu không hợp lệ, vui lòng thử lại')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('renders a restored (cached) status at once, before any reply', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(systemKeys.status(), statusValue({ maintenance: true }), { updatedAt: Date.now() - 60_000 });
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderGate(queryClient);
    expect(screen.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeTruthy();
  });

  it('keeps the cached status when the background refresh fails', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(systemKeys.status(), statusValue(), { updatedAt: Date.now() - 60_000 });
    const fetchMock = vi.fn(async () => new Response('bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    renderGate(queryClient);
    expect(screen.getByText('the app')).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits with a splash when nothing is cached', async () => {
    vi.stubGlobal('fetch', async () => envelope(statusValue()));
    renderGate();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('the app')).toBeTruthy();
  });
});
