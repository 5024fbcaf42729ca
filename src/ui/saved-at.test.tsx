import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatsFor } from '../i18n/format';
import { SavedAt } from './saved-at';

const EARLY = new Date(2026, 10, 20, 8, 30).getTime();
const LATE = new Date(2026, 10, 21, 19, 5).getTime();

function network(up: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(up);
  act(() => {
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('SavedAt', () => {
  it('says nothing while the answers are live', () => {
    network(true);
    render(<SavedAt queries={[{ data: [1], dataUpdatedAt: EARLY, isError: false }]} />);
    expect(screen.queryByTestId('saved-at')).toBeNull();
  });

  it('offline, names when the oldest saved answer on the screen was saved, in the format module\'s date-time', () => {
    network(false);
    render(
      <SavedAt
        queries={[
          { data: { accounts: [] }, dataUpdatedAt: LATE, isError: true },
          { data: { pages: [] }, dataUpdatedAt: EARLY, isError: true },
          // never saved: not counted
          { data: undefined, dataUpdatedAt: 0, isError: true },
        ]}
      />,
    );
    const line = screen.getByRole('status');
    expect(line.textContent).toBe(`Dữ liệu đã lưu lúc ${formatsFor('vi', null).dateTime(EARLY)}`);
  });

  it('online after a refresh that failed, the saved answer says when it is from', () => {
    network(true);
    render(<SavedAt queries={[{ data: [1], dataUpdatedAt: LATE, isError: true }]} />);
    expect(screen.getByTestId('saved-at').textContent).toContain(formatsFor('vi', null).dateTime(LATE));
  });

  it('offline with nothing saved, says nothing (the screen says what it lacks)', () => {
    network(false);
    render(<SavedAt queries={[{ data: undefined, dataUpdatedAt: 0, isError: true }]} />);
    expect(screen.queryByTestId('saved-at')).toBeNull();
  });

  it('leaves when the network returns and the answers refresh', () => {
    network(false);
    const { rerender } = render(<SavedAt queries={[{ data: [1], dataUpdatedAt: EARLY, isError: true }]} />);
    expect(screen.getByTestId('saved-at')).toBeTruthy();
    network(true);
    rerender(<SavedAt queries={[{ data: [2], dataUpdatedAt: LATE, isError: false }]} />);
    expect(screen.queryByTestId('saved-at')).toBeNull();
  });
});
