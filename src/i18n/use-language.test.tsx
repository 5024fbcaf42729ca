import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, act } from '@testing-library/react';
import { useLanguageRevalidation } from './use-language';
import i18next from 'i18next';
import { setLanguage } from './setup';
import { registerViDomain } from './lazy-domain';
import { walletVi } from './domains/wallet.vi';

function Probe({ onRevalidate }: { onRevalidate: () => void }) {
  useLanguageRevalidation(onRevalidate);
  return null;
}

afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('vi');
});

describe('language', () => {
  it('re-validates 200 ms after a language change, once for quick changes', async () => {
    const revalidate = vi.fn();
    render(<Probe onRevalidate={revalidate} />);
    await act(() => setLanguage('en'));
    vi.useFakeTimers();
    await act(() => setLanguage('vi'));
    await act(() => setLanguage('en'));
    act(() => { vi.advanceTimersByTime(199); });
    expect(revalidate).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('remembers the language under "language" and sets <html lang>', async () => {
    await setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('loads English in full even though lazy domains have registered Vietnamese texts, and keeps those', async () => {
    // what a feature's i18n-bundle.ts does when its first screen loads
    registerViDomain('wallet', walletVi);
    await setLanguage('en');
    expect(i18next.t('common.retry')).toBe('Retry');
    expect(i18next.t('wallet.copy')).toBe('Copy');
    await setLanguage('vi');
    expect(i18next.t('common.retry')).toBe('Thử lại');
    expect(i18next.t('wallet.copy')).toBe('Sao chép');
  });
});
