import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateInput, datePickerBounds } from './date-input';
import { DateRangeFilter } from './date-range-filter';
import { presetRange } from './date-range';

afterEach(cleanup);

const attrs = (el: HTMLElement) => ({ type: el.getAttribute('type'), min: el.getAttribute('min'), max: el.getAttribute('max'), step: el.getAttribute('step') });

describe('the date input (spec §9: default range 2000–2030, minute step 1)', () => {
  it('a date picks within 1 January 2000 – 31 December 2030 by default', () => {
    render(<DateInput aria-label="d" value="" onChange={vi.fn()} />);
    expect(attrs(screen.getByLabelText('d'))).toEqual({ type: 'date', min: '2000-01-01', max: '2030-12-31', step: null });
  });

  it('a date and time steps whole minutes, within the same range', () => {
    render(<DateInput aria-label="dt" withTime value="" onChange={vi.fn()} />);
    expect(attrs(screen.getByLabelText('dt'))).toEqual({ type: 'datetime-local', min: '2000-01-01T00:00', max: '2030-12-31T23:59', step: '60' });
    expect(datePickerBounds(true)).toEqual({ min: '2000-01-01T00:00', max: '2030-12-31T23:59' });
  });

  it('a bound the caller names replaces the default, an empty one keeps it', () => {
    render(<DateInput aria-label="birth" min="1900-01-01" max="2008-11-26" value="" onChange={vi.fn()} />);
    expect(attrs(screen.getByLabelText('birth'))).toMatchObject({ min: '1900-01-01', max: '2008-11-26' });
    cleanup();
    render(<DateInput aria-label="to" min="" max="" value="" onChange={vi.fn()} />);
    expect(attrs(screen.getByLabelText('to'))).toMatchObject({ min: '2000-01-01', max: '2030-12-31' });
  });

  it("the records' custom range uses it: from ends at the chosen 'to', to starts at the chosen 'from'", () => {
    render(<DateRangeFilter presets={['today', 'last7']} value={presetRange('last7')} onChange={vi.fn()} maxDays={30} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tùy chọn' }));
    const range = presetRange('last7');
    const from = screen.getByLabelText('Từ ngày');
    const to = screen.getByLabelText('Đến ngày');
    expect(attrs(from)).toEqual({ type: 'date', min: '2000-01-01', max: range.to, step: null });
    expect(attrs(to)).toEqual({ type: 'date', min: range.from, max: '2030-12-31', step: null });
  });
});
