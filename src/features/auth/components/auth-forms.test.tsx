import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthModals } from './auth-modals';
import { LoginForm } from './login-form';
import { closeModal, openModal } from '../../../ui/modal-store';
import { hasUnsavedInput } from '../../../platform/unsaved-input';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  // Every call fails except the captcha: the forms must still work without settings or flags.
  vi.stubGlobal('fetch', async (url: string) => (String(url).includes('/wps/captcha') ? reply('iVBORw0KGgo=') : reply(null, false, 'system.error')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeModal());
});

describe('auth dialogs', () => {
  it('open one at a time: login, then register from its link', async () => {
    wrap(<AuthModals />);
    act(() => openModal('login'));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
    expect(await screen.findByLabelText('Tên đăng nhập')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Chưa có tài khoản/ }));
    expect(await screen.findByRole('dialog', { name: 'Đăng ký' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => openModal('forget'));
    expect(await screen.findByRole('dialog', { name: 'Quên mật khẩu' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('login form', () => {
  it('names inputs after the payload with autocomplete tokens, and shows no captcha at first', () => {
    wrap(<LoginForm />);
    const username = screen.getByLabelText('Tên đăng nhập');
    expect(username.getAttribute('name')).toBe('username');
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Mật khẩu').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('Mã xác nhận')).toBeNull();
    expect((screen.getByLabelText('Ghi nhớ mật khẩu') as HTMLInputElement).checked).toBe(true);
  });

  it('focuses the first failing field and reports unsaved input while dirty', async () => {
    wrap(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Tên đăng nhập')));
    expect(screen.getByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    expect(hasUnsavedInput()).toBe(false);
    fireEvent.change(screen.getByLabelText('Tên đăng nhập'), { target: { value: 'demomember' } });
    expect(hasUnsavedInput()).toBe(true);
    expect(screen.queryByText('Vui lòng nhập tên đăng nhập')).toBeNull();
    // the non-secret draft is kept for a reload, the password never
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'Secret123' } });
    const draft = sessionStorage.getItem('draft:login') ?? '';
    expect(draft).toContain('demomember');
    expect(draft).not.toContain('Secret123');
  });

  it('checks a field on blur once it held something; an empty field tabbed past says nothing until submit', () => {
    wrap(<LoginForm />);
    const username = screen.getByLabelText('Tên đăng nhập');
    fireEvent.focus(username);
    fireEvent.blur(username);
    fireEvent.blur(screen.getByLabelText('Mật khẩu'));
    expect(screen.queryByRole('alert')).toBeNull();
    // typed and left: its message at once, before any submit
    fireEvent.change(username, { target: { value: 'ab' } });
    fireEvent.blur(username);
    expect(screen.getByRole('alert').textContent).toBe('Tên đăng nhập gồm 3-32 ký tự');
    // emptied: it follows what the field holds
    fireEvent.change(username, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng nhập tên đăng nhập');
  });

  it('a failed submit keeps every field and shows a translated reason', async () => {
    wrap(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Tên đăng nhập'), { target: { value: 'demomember' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Lỗi hệ thống, vui lòng thử lại sau')).toBeTruthy();
    expect((screen.getByLabelText('Tên đăng nhập') as HTMLInputElement).value).toBe('demomember');
    expect((screen.getByLabelText('Mật khẩu') as HTMLInputElement).value).toBe('Secret123');
  });
});
