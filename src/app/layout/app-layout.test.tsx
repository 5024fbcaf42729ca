import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { inboxUnreadQuery } from '../../api/messages/inbox-unread';
import { APP_PATHS } from '../../config/paths';
import { clearSession, getSession, memberKey, setSession } from '../../platform/session';
import type * as layoutRules from './layout-rules';
import { layoutFor } from './layout-rules';
import { AppLayout } from './app-layout';

// AppLayout calls layoutFor once per render of its own: the count of its renders
vi.mock('./layout-rules', async (importOriginal) => {
  const original = await importOriginal<typeof layoutRules>();
  return { ...original, layoutFor: vi.fn(original.layoutFor) };
});

beforeEach(() => {
  // no call leaves the test: every load stays pending
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  history.replaceState(null, '', APP_PATHS.home);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(layoutFor).mockClear();
});

describe('the layout around a screen', () => {
  // Decision 0112: React yields to the browser between components, never
  // inside one. The shell's hooks (unread counts, failed loads, guards, the
  // header's actions) each live in a component of their own, so an answer
  // re-renders the part that shows it and hydration is not one long unit.
  it("an unread count's answer renders the footer's badge, not the layout around the screen (decision 0112)", async () => {
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AppLayout>
          <p>the screen</p>
        </AppLayout>
      </QueryClientProvider>,
    );
    const footer = await screen.findByRole('contentinfo');
    const memberTab = within(footer).getByRole('link', { name: 'Tài khoản' });
    expect(memberTab.querySelector('.badge')).toBeNull();
    const rendersBefore = vi.mocked(layoutFor).mock.calls.length;
    expect(rendersBefore).toBeGreaterThan(0);

    act(() => {
      client.setQueryData(inboxUnreadQuery(memberKey(getSession()), true).queryKey, 4);
    });

    await waitFor(() => expect(memberTab.querySelector('.badge')?.textContent).toBe('4'));
    expect(vi.mocked(layoutFor).mock.calls.length).toBe(rendersBefore);
  });
});
