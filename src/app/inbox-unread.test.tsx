import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MESSAGE_PATHS } from '../../contract/messages';
import { inboxUnreadQuery } from '../api/messages/inbox-unread';
import { useInboxUnread } from '../features/agent/api/unread-counts';
import { clearSession, getSession, memberKey, setSession } from '../platform/session';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('inbox unread', () => {
  it('the agent menu and the message centre read one cached count (one request, one key)', async () => {
    setSession({ token: 't', id: 7, userName: 'agent_7', type: 1, merchantCode: 'DEMO' });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ success: true, value: 3, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({ agentMenu: useInboxUnread(true), messageCentre: useQuery(inboxUnreadQuery(memberKey(getSession()), true)).data }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual({ agentMenu: 3, messageCentre: 3 }));
    expect(asked.filter((path) => path.endsWith(MESSAGE_PATHS.inboxUnread))).toHaveLength(1);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
