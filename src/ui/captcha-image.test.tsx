import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CaptchaImage } from './captcha-image';

describe('CaptchaImage', () => {
  it('a failed load says "Loading failed, click to retry" (spec §8) and a tap asks again', () => {
    const onRefresh = vi.fn();
    render(<CaptchaImage captcha={{ isError: true, isFetching: false }} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Ảnh mã xác nhận, nhấn để đổi mã khác' });
    expect(button.textContent).toBe('Tải thất bại, nhấn để thử lại');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('while loading it says so', () => {
    render(<CaptchaImage captcha={{ isError: false, isFetching: true }} onRefresh={vi.fn()} />);
    expect(screen.getByRole('button').textContent).toBe('Đang tải mã xác nhận...');
  });
});
