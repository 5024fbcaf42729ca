import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AUTH_ERROR_CODES, ERROR_CODES, PATHS, type LoginValue, type StatusValue } from '../../../../contract';
import type { FlagName } from '../../../config/flags';
import { statusQueryOptions } from '../../../api/system/status';
import { ApiError } from '../../../api/errors';
import { login } from '../../../api/auth/session';
import type * as SessionCalls from '../../../api/auth/session';
import type * as RegisterCalls from '../../../api/auth/register';
import type * as PasswordCalls from '../../../api/auth/password';
import { register } from '../../../api/auth/register';
import { changePassword, requestPasswordEmail, resetPasswordWithLink, setPasswordByPhone } from '../../../api/auth/password';
import { getSession, setSession } from '../../../platform/session';
import { APP_PATHS } from '../../../config/paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ChangePasswordForm } from './change-password-form';
import { ForgetForm } from './forget-form';
import { ResetPasswordForm } from './reset-password-form';

// The calls the forms send are replaced; everything else (settings, flags,
// captcha images) goes through the real client to the fetch stub below.
vi.mock('../../../api/auth/session', async (original) => ({ ...(await original<typeof SessionCalls>()), login: vi.fn() }));
vi.mock('../../../api/auth/register', async (original) => ({ ...(await original<typeof RegisterCalls>()), register: vi.fn() }));
vi.mock('../../../api/auth/password', async (original) => ({
  ...(await original<typeof PasswordCalls>()),
  changePassword: vi.fn(),
  requestPasswordEmail: vi.fn(),
  resetPasswordWithLink: vi.fn(),
  setPasswordByPhone: vi.fn(),
}));

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

/** A call the test answers when it chooses: the form stays busy until then. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const refusal = (errorCode: string, value: unknown = null) => new ApiError('business', { errorCode, value });
const MEMBER: LoginValue = { token: 'tok', id: 7, userName: 'demomember', customerType: 0, firstTimeLogin: false, passwordExpired: false };

let captchaImages = 0;

/** Renders with the whitelabel flags given on (the status reply is otherwise refused, so every flag is off). */
function wrap(node: ReactNode, flags: Partial<Record<FlagName, boolean>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (Object.keys(flags).length) client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: flags, resources: [] } } as unknown as StatusValue);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
/**
 * Presses `label` with the form's call left unanswered, and checks the form
 * shows it is busy (its button, by `busyLabel`, disabled); returns the call to answer.
 */
async function pressHeld<T>(mock: { mockReturnValueOnce: (value: Promise<T>) => unknown }, label: string, busyLabel = label) {
  const call = held<T>();
  mock.mockReturnValueOnce(call.promise);
  fireEvent.click(button(label));
  await waitFor(() => expect(button(busyLabel).disabled).toBe(true));
  expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
  return call;
}
/** The form's own error line (field errors are alerts too). */
const formError = () => document.querySelector('.auth-form__error')?.textContent ?? null;

beforeEach(() => {
  captchaImages = 0;
  window.history.replaceState(null, '', '/');
  vi.stubGlobal('fetch', async (url: string) => {
    const path = String(url);
    if (path.includes('/wps/captcha')) {
      captchaImages += 1;
      return reply('iVBORw0KGgo=');
    }
    // every registration field setting left out: the form's built-in rules apply
    if (path.includes(PATHS.registerSettings)) return reply({});
    return reply(null, false, 'system.error');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(login).mockReset();
  vi.mocked(register).mockReset();
  vi.mocked(changePassword).mockReset();
  vi.mocked(requestPasswordEmail).mockReset();
  vi.mocked(resetPasswordWithLink).mockReset();
  vi.mocked(setPasswordByPhone).mockReset();
});

describe('login form submit', () => {
  it('is busy while the login runs; a refusal asking for a captcha shows one, a new one after each failure, and keeps what was typed', async () => {
    wrap(<LoginForm />);
    type('Tên đăng nhập', 'demomember');
    type('Mật khẩu', 'Wrong999');
    const first = await pressHeld<LoginValue>(vi.mocked(login), 'Đăng nhập', 'Đang đăng nhập...');

    await act(async () => first.reject(refusal(ERROR_CODES.loginCredErr, { needCaptcha: true, lockedUntil: null })));
    await waitFor(() => expect(formError()).toBe('Tên đăng nhập hoặc mật khẩu không đúng'));
    expect(button('Đăng nhập').disabled).toBe(false);
    expect(field('Tên đăng nhập').value).toBe('demomember');
    expect(field('Mật khẩu').value).toBe('Wrong999');
    await waitFor(() => expect(captchaImages).toBe(1));

    // the captcha now counts: typed, refused again, a fresh image and an empty field
    vi.mocked(login).mockRejectedValueOnce(refusal(AUTH_ERROR_CODES.captchaInvalid, { needCaptcha: true, lockedUntil: null }));
    type('Mã xác nhận', '1234');
    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(captchaImages).toBe(2));
    expect(vi.mocked(login).mock.calls[1]![0]).toMatchObject({ username: 'demomember', password: 'Wrong999', captcha: '1234' });
    expect(field('Mã xác nhận').value).toBe('');
    expect(field('Mật khẩu').value).toBe('Wrong999');
  });

  it('a lock says until when; success stores the session and goes home', async () => {
    vi.mocked(login).mockRejectedValueOnce(refusal(AUTH_ERROR_CODES.accountLocked, { needCaptcha: false, lockedUntil: Date.UTC(2030, 0, 1, 10, 30) }));
    wrap(<LoginForm />);
    type('Tên đăng nhập', 'demomember');
    type('Mật khẩu', 'Demo1234');
    fireEvent.click(screen.getByLabelText('Ghi nhớ mật khẩu'));
    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(formError()).toMatch(/khóa.*\d{1,2}:\d{2}/));

    vi.mocked(login).mockResolvedValueOnce(MEMBER);
    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(window.location.pathname).toBe(APP_PATHS.home));
    expect(getSession()).toMatchObject({ token: 'tok', userName: 'demomember' });
  });
});

describe('register form submit', () => {
  it('is busy while it runs; any refusal renews the captcha, marks the refused field and keeps the rest', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    await waitFor(() => expect(captchaImages).toBe(1));
    type('Tên đăng nhập', 'newplayer1');
    type('Mật khẩu', 'Secret123');
    type('Xác nhận mật khẩu', 'Secret123');
    type('Mã xác nhận', '4321');
    const call = await pressHeld<LoginValue>(vi.mocked(register), 'Đăng ký', 'Đang đăng ký...');
    expect(vi.mocked(register).mock.calls[0]![1]).toMatchObject({ username: 'newplayer1', password: 'Secret123', captcha: '4321' });

    await act(async () => call.reject(refusal(AUTH_ERROR_CODES.usernameTaken)));
    await waitFor(() => expect(formError()).toBe('Xin lỗi, tên đăng nhập đã tồn tại'));
    expect(button('Đăng ký').disabled).toBe(false);
    await waitFor(() => expect(captchaImages).toBe(2));
    expect(field('Mã xác nhận').value).toBe('');
    expect(field('Tên đăng nhập').value).toBe('newplayer1');
    expect(field('Mật khẩu').value).toBe('Secret123');
    expect(document.activeElement).toBe(field('Tên đăng nhập'));
  });

  it('sends nothing without the terms, and says so', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    type('Tên đăng nhập', 'newplayer1');
    fireEvent.click(screen.getByRole('checkbox', { name: /đồng ý với/ }));
    expect(button('Đăng ký').disabled).toBe(true);
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(formError()).toBe('Vui lòng đồng ý với điều khoản'));
    expect(register).not.toHaveBeenCalled();
  });
});

describe('change password submit', () => {
  beforeEach(() => setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' }));

  it('is busy while saving; a wrong old password is said and marked, and nothing typed is lost', async () => {
    wrap(<ChangePasswordForm />);
    await screen.findByLabelText('Mật khẩu cũ');
    type('Mật khẩu cũ', 'Old12345');
    type('Mật khẩu mới', 'New12345');
    type('Xác nhận mật khẩu mới', 'New12345');
    const call = await pressHeld<unknown>(vi.mocked(changePassword), 'Xác nhận');
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' });

    await act(async () => call.reject(refusal(AUTH_ERROR_CODES.oldPasswordWrong)));
    await waitFor(() => expect(formError()).toBe('Mật khẩu cũ không đúng'));
    expect(button('Xác nhận').disabled).toBe(false);
    expect(field('Mật khẩu mới').value).toBe('New12345');
    expect(document.activeElement).toBe(field('Mật khẩu cũ'));
  });
});

describe('forgot password submits', () => {
  it('by email: busy while sending; a refused email is said and marked', async () => {
    wrap(<ForgetForm />);
    type('Tên đăng nhập', 'demomember');
    type('Email', 'other@mail.vn');
    const call = await pressHeld<unknown>(vi.mocked(requestPasswordEmail), 'Xác nhận');
    expect(requestPasswordEmail).toHaveBeenCalledWith({ username: 'demomember', email: 'other@mail.vn' });
    await act(async () => call.reject(refusal(AUTH_ERROR_CODES.emailMismatch)));
    await waitFor(() => expect(formError()).toBe('Email không khớp với tài khoản'));
    expect(button('Xác nhận').disabled).toBe(false);
    expect(field('Email').value).toBe('other@mail.vn');
    expect(document.activeElement).toBe(field('Email'));
  });

  it('by phone: busy while setting; a refused code empties only the code', async () => {
    wrap(<ForgetForm />, { PWDRECOVERYVERF3: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Số điện thoại' }));
    type('Số điện thoại', '912345678');
    type('Mã xác minh SMS', '123456');
    type('Mật khẩu mới', 'New12345');
    const call = await pressHeld<{ userName: string }>(vi.mocked(setPasswordByPhone), 'Xác nhận');
    expect(setPasswordByPhone).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '912345678', verificationCode: '123456', newPassword: 'New12345' }));
    await act(async () => call.reject(refusal(AUTH_ERROR_CODES.smsCodeInvalid)));
    await waitFor(() => expect(formError()).toBe('Mã xác minh không đúng hoặc đã hết hạn'));
    expect(field('Mã xác minh SMS').value).toBe('');
    expect(field('Số điện thoại').value).toBe('912345678');
    expect(field('Mật khẩu mới').value).toBe('New12345');
  });

  it('by the emailed link: a dead link says so and offers a new one; a transport failure keeps both passwords', async () => {
    vi.mocked(resetPasswordWithLink).mockRejectedValueOnce(new ApiError('network'));
    wrap(<ResetPasswordForm token="t0k" />);
    type('Mật khẩu mới', 'New12345');
    type('Xác nhận mật khẩu mới', 'New12345');
    fireEvent.click(button('Xác nhận'));
    await waitFor(() => expect(formError()).not.toBeNull());
    expect(field('Mật khẩu mới').value).toBe('New12345');
    expect(field('Xác nhận mật khẩu mới').value).toBe('New12345');

    const call = await pressHeld<{ userName: string }>(vi.mocked(resetPasswordWithLink), 'Xác nhận');
    expect(formError()).toBeNull();
    await act(async () => call.reject(refusal(AUTH_ERROR_CODES.resetLinkInvalid)));
    await waitFor(() => expect(formError()).toBe('Liên kết đặt lại mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng.'));
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }).getAttribute('href')).toBe(APP_PATHS.forget);
  });

  it('by the emailed link: success logs in with the new password', async () => {
    vi.mocked(resetPasswordWithLink).mockResolvedValueOnce({ userName: 'demomember' });
    vi.mocked(login).mockResolvedValueOnce(MEMBER);
    wrap(<ResetPasswordForm token="t0k" />);
    type('Mật khẩu mới', 'New12345');
    type('Xác nhận mật khẩu mới', 'New12345');
    fireEvent.click(button('Xác nhận'));
    await waitFor(() => expect(window.location.pathname).toBe(APP_PATHS.home));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ type: 'username', username: 'demomember', password: 'New12345' }));
    expect(getSession()).toMatchObject({ userName: 'demomember' });
  });
});
