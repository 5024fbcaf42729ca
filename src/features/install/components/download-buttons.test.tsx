import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { DownloadButtons } from './download-buttons';
import { devicePlatform } from '../model/device-platform';

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

afterEach(() => vi.unstubAllGlobals());

function showButtons(userAgent: string) {
  vi.stubGlobal('navigator', { ...navigator, userAgent, maxTouchPoints: 0 });
  const client = new QueryClient();
  const resources = [{ resourceType: 'Android', url: 'https://cdn.example.com/app.apk' }, { resourceType: 'MOBILECONFIG', url: 'https://cdn.example.com/app.mobileconfig' }];
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: {}, resources } } as unknown as StatusValue);
  render(
    <QueryClientProvider client={client}>
      <DownloadButtons />
    </QueryClientProvider>,
  );
}

const installLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('the download buttons follow the device', () => {
  it("an Android phone gets Android's install, and iOS's on request", () => {
    showButtons(ANDROID_PHONE);
    expect(installLinks()).toEqual(['Tải cho Android']);
    expect(screen.queryByText(/Chưa được xác minh/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tải cho thiết bị khác' }));
    expect(installLinks()).toEqual(['Tải cho Android', 'Cài đặt cho iOS']);
    expect(screen.queryByRole('button', { name: 'Tải cho thiết bị khác' })).toBeNull();
  });

  it('an iPhone gets the profile first, with what iOS will say of it', () => {
    showButtons(IPHONE);
    expect(installLinks()).toEqual(['Cài đặt cho iOS']);
    expect(screen.getByText(/Chưa được xác minh/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tải cho thiết bị khác' }));
    expect(installLinks()).toEqual(['Cài đặt cho iOS', 'Tải cho Android']);
  });

  it('a computer gets both, Android first', () => {
    showButtons(DESKTOP);
    expect(installLinks()).toEqual(['Tải cho Android', 'Cài đặt cho iOS']);
    expect(screen.queryByRole('button', { name: 'Tải cho thiết bị khác' })).toBeNull();
  });

  it('an iPad that reports itself as a Mac with touch counts as iOS', () => {
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(devicePlatform(ipad, 5)).toBe('ios');
    expect(devicePlatform(ipad, 0)).toBe('other');
    expect(devicePlatform(ANDROID_PHONE)).toBe('android');
  });
});
