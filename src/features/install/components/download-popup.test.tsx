import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { STORAGE_KEYS } from '../../../config/constants';
import { DownloadBar } from './download-bar';

afterEach(() => localStorage.clear());

function showBar() {
  const client = new QueryClient();
  const resources = [{ resourceType: 'Android', url: 'https://cdn.example.com/app.apk' }, { resourceType: 'MOBILECONFIG', url: 'https://cdn.example.com/app.mobileconfig' }];
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: {}, resources } } as unknown as StatusValue);
  return render(
    <QueryClientProvider client={client}>
      <DownloadBar />
    </QueryClientProvider>,
  );
}

describe('the download popup (spec §2.8)', () => {
  it("opens from the bar's button with the download buttons; closing it hides bar and popup, remembered", async () => {
    showBar();
    const bar = screen.getByRole('complementary', { name: 'Tải ứng dụng' });
    fireEvent.click(screen.getByRole('link', { name: 'Tải về' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tải ứng dụng' });
    expect(dialog.querySelector('a[href="https://cdn.example.com/app.apk"]')?.textContent).toBe('Tải cho Android');
    expect(dialog.querySelector('a[href="https://cdn.example.com/app.mobileconfig"]')?.textContent).toBe('Cài đặt cho iOS');
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarHidden)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar.isConnected).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarHidden)).toBe('1');
  });

  it('using a download button closes it too', async () => {
    showBar();
    fireEvent.click(screen.getByRole('link', { name: 'Tải về' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tải ứng dụng' });
    const android = dialog.querySelector<HTMLAnchorElement>('a[href="https://cdn.example.com/app.apk"]')!;
    android.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(android);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarHidden)).toBe('1');
  });
});
