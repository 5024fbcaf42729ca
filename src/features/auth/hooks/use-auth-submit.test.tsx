import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/errors';
import { useAuthSubmit } from './use-auth-submit';

function wrapper() {
  // the app's mutation defaults: pause offline, retry (an auth submit must do neither)
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online', retry: 3 } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAuthSubmit', () => {
  it('is busy while it runs, then shows the refusal in words; a new submit clears it', async () => {
    let refuse!: (error: unknown) => void;
    const send = vi.fn(() => new Promise<string>((_, reject) => (refuse = reject)));
    const onRefusal = vi.fn();
    const { result } = renderHook(() => useAuthSubmit({ loading: { text: 'Đang gửi' }, send, onSuccess: vi.fn(), onRefusal }), { wrapper: wrapper() });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.busy).toBe(true));
    act(() => refuse(new ApiError('http', { status: 500 })));
    await waitFor(() => expect(result.current.formError).toBe('Lỗi hệ thống, vui lòng thử lại sau'));
    expect(result.current.busy).toBe(false);
    expect(onRefusal).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => result.current.clear());
    await waitFor(() => expect(result.current.formError).toBeNull());
  });

  it('offline, fails at once instead of waiting to be sent later', async () => {
    onlineManager.setOnline(false);
    try {
      const send = vi.fn(async () => {
        throw new ApiError('offline');
      });
      const { result } = renderHook(() => useAuthSubmit({ loading: { text: 'Đang gửi' }, send, onSuccess: vi.fn() }), { wrapper: wrapper() });
      act(() => result.current.submit());
      await waitFor(() => expect(result.current.formError).not.toBeNull());
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
