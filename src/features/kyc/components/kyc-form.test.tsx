import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { KycForm } from './kyc-form';

beforeEach(() => localStorage.clear());

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('KYC form', () => {
  it('checks a field when it is left holding something (issue 27), not only on submit; an empty one tabbed past says nothing', () => {
    const client = new QueryClient();
    render(<QueryClientProvider client={client}><KycForm member="1:kyc_blur" /></QueryClientProvider>);
    const name = screen.getByLabelText('Họ và tên (như trên giấy tờ)');
    const number = screen.getByLabelText('Số giấy tờ');
    fireEvent.blur(name);
    fireEvent.blur(number);
    expect(alerts()).toEqual([]);
    fireEvent.change(number, { target: { value: '12' } });
    expect(alerts()).toEqual([]);
    fireEvent.blur(number);
    expect(alerts()).toEqual(['Số giấy tờ không đúng định dạng.']);
    // the name, still empty and only passed, waits for the submit
    fireEvent.click(screen.getByRole('button', { name: 'Gửi xác minh' }));
    expect(alerts()).toContain('Họ tên phải giống trên giấy tờ (2–100 chữ cái).');
  });
});
