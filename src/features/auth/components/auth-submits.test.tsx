import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AUTH_ERROR_CODES, AUTH_PATHS, ERROR_CODES, HEADERS, PATHS, type LoginValue, type StatusValue } from '../../../../contract';
import type { FlagName } from '../../../config/flags';
import { statusQueryOptions } from '../../../api/system/status';
import { forgetPublicKey } from '../../../api/encrypted-request';
import { decryptBodyForTests } from '../../../platform/crypto/body-encryption';
import { getSession, setSession } from '../../../platform/session';
import { APP_PATHS } from '../../../config/paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ChangePasswordForm } from './change-password-form';
import { ForgetForm } from './forget-form';
import { ResetPasswordForm } from './reset-password-form';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

/** A Response the test hands over when it chooses: the form stays busy until then. */
function held() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((yes) => (resolve = yes));
  return { promise, ok: (value: unknown) => resolve(reply(value)), refuse: (errorCode: string, value: unknown = null) => resolve(reply(value, false, errorCode)) };
}

const MEMBER: LoginValue = { token: 'tok', id: 7, userName: 'demomember', customerType: 0, firstTimeLogin: false, passwordExpired: false };

// The server's side of the wire, in the fetch stub: its RSA key (the forms
// seal their bodies with it), the answers queued per path, and every call
// sent, opened as the server reads it. Paths with nothing queued are refused.
let serverKey: { privateKey: CryptoKey; modulus: string; exponent: string };
const answers = new Map<string, Promise<Response>[]>();
let sent: { path: string; body: Promise<unknown> }[] = [];
let captchaImages = 0;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Queues the next answers of `path`. */
function answer(path: string, ...responses: (Response | Promise<Response>)[]) {
  answers.set(path, [...(answers.get(path) ?? []), ...responses.map((r) => Promise.resolve(r))]);
}
const refusal = (errorCode: string, value: unknown = null) => reply(value, false, errorCode);
const bodiesSentTo = (path: string) => Promise.all(sent.filter((call) => call.path === path).map((call) => call.body));

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const raw = typeof init?.body === 'string' ? init.body : '';
  // the one form-encoded call (password by email) is not sealed
  if (!headers[HEADERS.wrappedKey]) return Object.fromEntries(new URLSearchParams(raw));
  const body = JSON.parse(raw) as { value: string };
  return ((await decryptBodyForTests(serverKey.privateKey, { value: body.value, wrappedKey: headers[HEADERS.wrappedKey]! })) as { p: unknown }).p;
}

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  serverKey = { privateKey: pair.privateKey, modulus: hex(fromBase64Url(jwk.n!)), exponent: hex(fromBase64Url(jwk.e!)) };
});

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
 * Presses `label` and holds back the answer of `path` once it is sent, and
 * checks the form shows it is busy (its button, by `busyLabel`, disabled);
 * returns the answer to give.
 */
async function pressHeld(path: string, label: string, busyLabel = label) {
  const call = held();
  answer(path, call.promise);
  fireEvent.click(button(label));
  await waitFor(() => expect(sent.some((sentCall) => sentCall.path === path)).toBe(true));
  await waitFor(() => expect(button(busyLabel).disabled).toBe(true));
  expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
  return call;
}
/** The form's own error line (field errors are alerts too). */
const formError = () => document.querySelector('.auth-form__error')?.textContent ?? null;

beforeEach(() => {
  captchaImages = 0;
  sent = [];
  answers.clear();
  forgetPublicKey();
  window.history.replaceState(null, '', '/');
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), window.location.origin).pathname;
    if (path.startsWith('/wps/captcha')) {
      captchaImages += 1;
      return reply('iVBORw0KGgo=');
    }
    if (path === AUTH_PATHS.rsaKey) return reply({ modulus: serverKey.modulus, exponent: serverKey.exponent, keyId: 'k1' });
    // every registration field setting left out: the form's built-in rules apply
    if (path === PATHS.registerSettings) return reply({});
    const next = answers.get(path)?.shift();
    if (!next) return refusal('system.error');
    sent.push({ path, body: readBody(init) });
    return next;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('login form submit', () => {
  it('is busy while the login runs; a refusal asking for a captcha shows one, a new one after each failure, and keeps what was typed', async () => {
    wrap(<LoginForm />);
    type('Tên đăng nhập', 'demomember');
    type('Mật khẩu', 'Wrong999');
    const first = await pressHeld(AUTH_PATHS.login, 'Đăng nhập', 'Đang đăng nhập...');
    await act(async () => first.refuse(ERROR_CODES.loginCredErr, { needCaptcha: true, lockedUntil: null }));
    await waitFor(() => expect(formError()).toBe('Tên đăng nhập hoặc mật khẩu không đúng'));
    expect(button('Đăng nhập').disabled).toBe(false);
    expect(field('Tên đăng nhập').value).toBe('demomember');
    expect(field('Mật khẩu').value).toBe('Wrong999');
    await waitFor(() => expect(captchaImages).toBe(1));

    // the captcha now counts: typed, refused again, a fresh image and an empty field
    answer(AUTH_PATHS.login, refusal(AUTH_ERROR_CODES.captchaInvalid, { needCaptcha: true, lockedUntil: null }));
    type('Mã xác nhận', '1234');
    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(captchaImages).toBe(2));
    expect((await bodiesSentTo(AUTH_PATHS.login))[1]).toMatchObject({ type: 'username', username: 'demomember', password: 'Wrong999', captcha: '1234' });
    expect(field('Mã xác nhận').value).toBe('');
    expect(field('Mật khẩu').value).toBe('Wrong999');
  });

  it('a lock says until when; success stores the session and goes home', async () => {
    answer(AUTH_PATHS.login, refusal(AUTH_ERROR_CODES.accountLocked, { needCaptcha: false, lockedUntil: Date.UTC(2030, 0, 1, 10, 30) }), reply(MEMBER));
    wrap(<LoginForm />);
    type('Tên đăng nhập', 'demomember');
    type('Mật khẩu', 'Demo1234');
    fireEvent.click(screen.getByLabelText('Ghi nhớ mật khẩu'));
    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(formError()).toMatch(/khóa.*\d{1,2}:\d{2}/));

    fireEvent.click(button('Đăng nhập'));
    await waitFor(() => expect(window.location.pathname).toBe(APP_PATHS.home));
    expect(getSession()).toMatchObject({ token: 'tok', userName: 'demomember' });
  });
});

describe('register form submit', () => {
  it('is busy while it runs; any refusal renews the captcha, says a field\'s refusal under that field only, and keeps the rest', async () => {
    wrap(<RegisterForm />);
    await screen.findByLabelText('Tên đăng nhập');
    await waitFor(() => expect(captchaImages).toBe(1));
    type('Tên đăng nhập', 'newplayer1');
    type('Mật khẩu', 'Secret123');
    type('Xác nhận mật khẩu', 'Secret123');
    type('Mã xác nhận', '4321');
    const call = await pressHeld(AUTH_PATHS.register, 'Đăng ký', 'Đang đăng ký...');
    expect((await bodiesSentTo(AUTH_PATHS.register))[0]).toMatchObject({ username: 'newplayer1', password: 'Secret123', captcha: '4321' });

    await act(async () => call.refuse(AUTH_ERROR_CODES.usernameTaken));
    // one message per problem: under the refused field, not again above the button
    await waitFor(() => expect(screen.getAllByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveLength(1));
    expect(field('Tên đăng nhập').getAttribute('aria-invalid')).toBe('true');
    expect(formError()).toBeNull();
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
    expect(await bodiesSentTo(AUTH_PATHS.register)).toEqual([]);
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
    const call = await pressHeld(AUTH_PATHS.changePassword, 'Xác nhận');
    expect(await bodiesSentTo(AUTH_PATHS.changePassword)).toEqual([{ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }]);

    await act(async () => call.refuse(AUTH_ERROR_CODES.oldPasswordWrong));
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
    const call = await pressHeld(AUTH_PATHS.passwordEmail, 'Xác nhận');
    expect(await bodiesSentTo(AUTH_PATHS.passwordEmail)).toEqual([{ username: 'demomember', email: 'other@mail.vn' }]);
    await act(async () => call.refuse(AUTH_ERROR_CODES.emailMismatch));
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
    const call = await pressHeld(AUTH_PATHS.passwordVerification, 'Xác nhận');
    expect((await bodiesSentTo(AUTH_PATHS.passwordVerification))[0]).toMatchObject({ mobileNum: '912345678', verificationCode: '123456', newPassword: 'New12345' });
    await act(async () => call.refuse(AUTH_ERROR_CODES.smsCodeInvalid));
    await waitFor(() => expect(formError()).toBe('Mã xác minh không đúng hoặc đã hết hạn'));
    expect(field('Mã xác minh SMS').value).toBe('');
    expect(field('Số điện thoại').value).toBe('912345678');
    expect(field('Mật khẩu mới').value).toBe('New12345');
  });

  it('by the emailed link: a dead link says so and offers a new one; any other failure keeps both passwords', async () => {
    answer(AUTH_PATHS.passwordReset, refusal('system.error'));
    wrap(<ResetPasswordForm token="t0k" />);
    type('Mật khẩu mới', 'New12345');
    type('Xác nhận mật khẩu mới', 'New12345');
    fireEvent.click(button('Xác nhận'));
    await waitFor(() => expect(formError()).toBe('Lỗi hệ thống, vui lòng thử lại sau'));
    expect(field('Mật khẩu mới').value).toBe('New12345');
    expect(field('Xác nhận mật khẩu mới').value).toBe('New12345');

    const call = await pressHeld(AUTH_PATHS.passwordReset, 'Xác nhận');
    expect(formError()).toBeNull();
    await act(async () => call.refuse(AUTH_ERROR_CODES.resetLinkInvalid));
    await waitFor(() => expect(formError()).toBe('Liên kết đặt lại mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng.'));
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }).getAttribute('href')).toBe(APP_PATHS.forget);
  });

  it('by the emailed link: success logs in with the new password', async () => {
    answer(AUTH_PATHS.passwordReset, reply({ userName: 'demomember' }));
    answer(AUTH_PATHS.login, reply(MEMBER));
    wrap(<ResetPasswordForm token="t0k" />);
    type('Mật khẩu mới', 'New12345');
    type('Xác nhận mật khẩu mới', 'New12345');
    fireEvent.click(button('Xác nhận'));
    await waitFor(() => expect(window.location.pathname).toBe(APP_PATHS.home));
    expect(await bodiesSentTo(AUTH_PATHS.passwordReset)).toEqual([{ token: 't0k', newPassword: 'New12345', confirmNewPassword: 'New12345' }]);
    expect((await bodiesSentTo(AUTH_PATHS.login))[0]).toMatchObject({ type: 'username', username: 'demomember', password: 'New12345' });
    expect(getSession()).toMatchObject({ userName: 'demomember' });
  });
});
