import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NumberPicker } from './number-picker';
import '../i18n-bundle';

/** The picker with its numbers kept as the lottery page keeps them. */
function Picker({ type }: { type: 'lo' | 'cang3' }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <>
      <NumberPicker type={type} picked={picked} onChange={setPicked} />
      <output data-testid="picked">{picked.join(',')}</output>
    </>
  );
}

describe('NumberPicker (two digits)', () => {
  it('shows the ten numbers of the chosen đầu, picks across đầu, and counts the picks of each', () => {
    render(<Picker type="lo" />);
    const heads = screen.getByRole('radiogroup', { name: 'Chọn đầu (chữ số hàng chục)' });
    expect(within(heads).getAllByRole('radio')).toHaveLength(10);
    const grid = screen.getByRole('group', { name: 'Chọn số' });
    expect(within(grid).getAllByRole('button').map((b) => b.textContent)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']);

    fireEvent.click(screen.getByRole('radio', { name: 'Đầu 4' }));
    expect(screen.getByRole('radio', { name: 'Đầu 4' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '45' }));
    fireEvent.click(screen.getByRole('button', { name: '47' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Đầu 1' }));
    expect(within(grid).getAllByRole('button')[0]!.textContent).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: '12' }));

    expect(screen.getByTestId('picked').textContent).toBe('45,47,12');
    expect(screen.getByRole('radio', { name: 'Đầu 4, 2 số đã chọn' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Đầu 1, 1 số đã chọn' })).toBeTruthy();
    // a second tap takes a number back
    fireEvent.click(screen.getByRole('button', { name: '12' }));
    expect(screen.getByRole('radio', { name: 'Đầu 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '12' }).getAttribute('aria-pressed')).toBe('false');
  });
});
