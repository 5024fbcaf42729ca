import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryStates } from './query-states';

const base = { isPending: false, isError: false, data: ['x'] as unknown, error: null as unknown, refetch: vi.fn() };

function show(query: typeof base, isEmpty = false) {
  return render(
    <QueryStates query={query} isEmpty={isEmpty} emptyText="Nothing here">
      {() => <p>the list</p>}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('shows skeleton tiles while loading, announced as loading, and not the content', () => {
    const { container } = show({ ...base, isPending: true, data: undefined });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Đang tải...');
    expect(container.querySelectorAll('.skeleton-tile').length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('shows the skeleton it is given for a list of another shape', () => {
    render(
      <QueryStates query={{ ...base, isPending: true, data: undefined }} isEmpty={false} emptyText="" skeleton={<p>rows coming</p>}>
        {() => <p>the list</p>}
      </QueryStates>,
    );
    expect(screen.getByText('rows coming')).toBeTruthy();
  });

  it('offers a retry when the call failed with nothing cached, and the retry calls again', () => {
    const refetch = vi.fn();
    show({ ...base, isError: true, data: undefined, error: new Error('boom'), refetch });
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps showing cached content when a refresh failed', () => {
    show({ ...base, isError: true, error: new Error('boom') });
    expect(screen.getByText('the list')).toBeTruthy();
  });

  it('says so when there is nothing', () => {
    show(base, true);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});
