import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { clearSession, setSession } from '../../../platform/session';
import MessageCenterPage from './message-center-page';

const WHATSAPP = { title: 'whatsapp', path: 'wa.1' };

function show(chatOn: boolean, customerService: { title: string; path: string }[], path = '/m/message', announcementUnread = 0) {
  setSession({ token: 't', id: 1, userName: 'centre_member', type: 0, merchantCode: 'DEMO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQueryOptions().queryKey, {
    info: { whitelabelVal: { CBS3: chatOn, FEEDBACK3: true }, resources: [], customerService },
  } as unknown as StatusValue);
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <MessageCenterPage announcementUnread={announcementUnread} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const fetches: string[] = [];
beforeEach(() => {
  fetches.length = 0;
  // counts and links are not what this test reads; every call is recorded and never answers
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    fetches.push(String(input instanceof Request ? input.url : input));
    return new Promise<Response>(() => undefined);
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('message centre with live chat switched off (CBS3)', () => {
  it('offers no chat entry; WhatsApp stays, and ?service=1 opens nothing by itself', () => {
    const location = show(false, [WHATSAPP], '/m/message?service=1');
    expect(screen.queryByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeNull();
    expect(screen.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    // the affiliate service opens the first channel, WhatsApp here
    expect(screen.getByRole('button', { name: 'CSKH đại lý' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/m/message');
    expect(fetches.filter((url) => url.includes('customerService') || url.includes('CBS_launchChat'))).toEqual([]);
  });

  it('without any other channel the affiliate service is not offered either', () => {
    show(false, []);
    expect(screen.queryByRole('button', { name: 'CSKH đại lý' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeNull();
  });

  it('switched on, the live chat and the affiliate service are offered', () => {
    show(true, []);
    expect(screen.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSKH đại lý' })).toBeTruthy();
  });
});

describe('message centre rows', () => {
  it('has the app header with back and an h1, two headed lists of rows with drawn icons, and the live chat listed once', () => {
    show(true, [{ title: 'CS', path: 'cs.1' }, WHATSAPP], '/m/message', 120);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trung tâm tin nhắn');
    expect(screen.getByRole('button', { name: 'Về trang chủ' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Thông báo và tin nhắn', 'Hỗ trợ']));
    // the CS channel opens the same chat as the live chat row: one row, not two
    expect(screen.getAllByRole('button', { name: /Hỗ trợ trực tuyến/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    const rows = document.querySelectorAll('.msg-entry');
    expect(rows.length).toBeGreaterThan(4);
    rows.forEach((row) => expect(row.querySelector('svg.art-icon')).not.toBeNull());
    // the unread badge on its row, capped at 99+, named for readers
    expect(screen.getByRole('link', { name: /^Thông báo/ }).querySelector('.badge')?.textContent).toBe('Thông báo: 99+');
  });
});

