import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { useToasts } from '../../../ui/toast-store';
import type { Message } from '../model/validation';
import { useAuthForm } from './use-auth-form';
import { useAuthSubmit, type AuthSubmitOptions } from './use-auth-submit';

type Options = Pick<AuthSubmitOptions<{ name: string }, string>, 'send' | 'onSuccess' | 'onRefusal' | 'loading'> & {
  /** An extra check of the form's own, after its validation. */
  alsoCheck?: () => Promise<boolean>;
};

const required = (value: string): Message | null => (value ? null : { key: 'v_username_required' });

/** The smallest accounts form: one required field, sent through the shared submit. */
function NameForm({ alsoCheck, ...options }: Options) {
  const form = useAuthForm({ rules: { name: required }, initial: { name: '' } });
  const { formProps, busy, formError } = useAuthSubmit({
    form,
    prepare: () => {
      if (!form.validate()) return null;
      const variables = { name: form.values.name! };
      return alsoCheck ? alsoCheck().then((ok) => (ok ? variables : null)) : variables;
    },
    ...options,
  });
  const toasts = useToasts();
  return (
    <form {...formProps}>
      <input aria-label="name" name="name" value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} />
      {form.errors.name && <p>{form.errors.name.key}</p>}
      {formError && <p role="alert">{formError}</p>}
      {toasts.map((t) => <p key={t.id} role="status">{t.text}</p>)}
      <button type="submit" disabled={busy}>send</button>
    </form>
  );
}

function renderForm(options: Options) {
  // the app's mutation defaults: pause offline, retry (an auth submit must do neither)
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online', retry: 3 } } });
  render(<QueryClientProvider client={client}><NameForm {...options} /></QueryClientProvider>);
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'demomember' } });
}
const press = () => fireEvent.click(screen.getByRole('button', { name: 'send' }));

afterEach(() => onlineManager.setOnline(true));

describe('useAuthSubmit', () => {
  it('is busy with a loading toast while it runs, then shows the refusal in words and keeps what was typed', async () => {
    let refuse!: (error: unknown) => void;
    const send = vi.fn((_: { name: string }) => new Promise<string>((_resolve, reject) => (refuse = reject)));
    const onRefusal = vi.fn();
    renderForm({ send, onSuccess: vi.fn(), onRefusal, loading: { text: 'Đang gửi' } });
    press();
    await waitFor(() => expect((screen.getByRole('button', { name: 'send' }) as HTMLButtonElement).disabled).toBe(true));
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Đang gửi');
    expect(send).toHaveBeenCalledWith({ name: 'demomember' });

    act(() => refuse(new ApiError('http', { status: 500 })));
    expect((await screen.findByRole('alert')).textContent).toBe('Lỗi hệ thống, vui lòng thử lại sau');
    expect((screen.getByRole('button', { name: 'send' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onRefusal).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('demomember');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a new submit clears the last error; success runs with the value and what was sent', async () => {
    const send = vi.fn<(v: { name: string }) => Promise<string>>().mockRejectedValueOnce(new ApiError('http', { status: 500 })).mockResolvedValueOnce('ok');
    const onSuccess = vi.fn();
    renderForm({ send, onSuccess });
    press();
    expect(await screen.findByRole('alert')).toBeTruthy();
    press();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ok', { name: 'demomember' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing while the form is invalid or its own check says no', async () => {
    const send = vi.fn(async () => 'ok');
    let allow!: (ok: boolean) => void;
    renderForm({ send, onSuccess: vi.fn(), alsoCheck: () => new Promise((resolve) => (allow = resolve)) });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    press();
    expect(await screen.findByText('v_username_required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'demomember' } });
    press();
    await act(async () => allow(false));
    expect(send).not.toHaveBeenCalled();
    press();
    await act(async () => allow(true));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('offline, fails at once instead of waiting to be sent later', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async () => {
      throw new ApiError('offline');
    });
    renderForm({ send, onSuccess: vi.fn() });
    press();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
