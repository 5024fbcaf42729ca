import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TermsPopup } from './terms-popup';
import { systemKeys } from '../../../api/system/keys';

// the help centre as the reference server seeds it: a terms entry and a deposit guide, among others
const HELP = [
  { tag: 'terms', title: 'Điều khoản và điều kiện', content: 'Mỗi khách hàng chỉ được sở hữu một tài khoản.\n\nQuý khách tự chịu trách nhiệm bảo mật mật khẩu.' },
  { tag: 'deposit', title: 'Hướng dẫn nạp tiền', content: 'Chọn phương thức nạp tiền trong mục Nạp tiền.' },
];

describe('TermsPopup', () => {
  it('shows the registration agreement (the terms entry), not the deposit guide', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(systemKeys.helpCenter('VI'), HELP);
    render(
      <QueryClientProvider client={client}>
        <TermsPopup onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Thỏa thuận đăng ký' });
    expect(screen.getByText('Mỗi khách hàng chỉ được sở hữu một tài khoản.')).toBeTruthy();
    expect(screen.getByText('Quý khách tự chịu trách nhiệm bảo mật mật khẩu.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Chọn phương thức nạp tiền');
  });
});
