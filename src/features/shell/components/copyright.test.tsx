import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Copyright } from './copyright';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Copyright />
    </Router>,
  );
}

describe('Copyright and the site footer', () => {
  it('ends the home with payment, support, the 18+ notice, the licence and the 2019-2025 copyright', async () => {
    renderAt('/m/home');
    const payments = (await screen.findByRole('heading', { name: 'Phương thức thanh toán' })).closest('section')!;
    expect(within(payments).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ngân hàng', 'VietQR']);
    const support = screen.getByRole('heading', { name: 'Hỗ trợ 24/7' }).closest('section')!;
    expect(within(support).getByRole('link', { name: 'Trợ giúp' }).getAttribute('href')).toBe('/m/help');
    expect(screen.getByRole('img', { name: 'Chỉ dành cho người từ 18 tuổi' }).textContent).toBe('18+');
    expect(screen.getByText(/Hãy chơi có trách nhiệm/)).toBeTruthy();
    expect(screen.getByText(/giấy phép/)).toBeTruthy();
    expect(screen.getByText(/Bản quyền © 2019-2025/)).toBeTruthy();
  });

  it('is only the copyright line on other pages', () => {
    renderAt('/m/slot-games');
    expect(screen.getByText(/Bản quyền © 2019-2025/)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
