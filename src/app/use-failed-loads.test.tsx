import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useFailedLoads } from './use-failed-loads';

function Probe({ watch, load }: { watch: boolean; load: () => Promise<string> }) {
  useQuery({ queryKey: ['probe'], queryFn: load, retry: false });
  const failed = useFailedLoads(watch);
  return (
    <button type="button" onClick={failed.retry}>
      {failed.anyFailed ? 'failed' : 'fine'}
    </button>
  );
}

function show(watch: boolean, load: () => Promise<string>, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Probe watch={watch} load={load} />
    </QueryClientProvider>,
  );
}

describe('useFailedLoads', () => {
  it('sees a load on screen that failed with nothing to show, and its retry loads it again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 'content';
    });
    show(true, load);
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('failed'));
    fail = false;
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('fine'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not count a failed refresh of content that is still shown (a saved copy)', async () => {
    const client = new QueryClient();
    client.setQueryData(['probe'], 'saved', { updatedAt: 0 });
    const load = vi.fn(async (): Promise<string> => {
      throw new Error('offline');
    });
    show(true, load, client);
    await waitFor(() => expect(client.getQueryState(['probe'])?.status).toBe('error'));
    expect(screen.getByRole('button').textContent).toBe('fine');
  });

  it('watches nothing when told not to (online)', async () => {
    const client = new QueryClient();
    show(false, async () => Promise.reject(new Error('boom')), client);
    await waitFor(() => expect(client.getQueryState(['probe'])?.status).toBe('error'));
    expect(screen.getByRole('button').textContent).toBe('fine');
  });
});
