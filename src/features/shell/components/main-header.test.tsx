import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSession, setSession } from '../../../platform/session';
import { MainHeader } from './main-header';

function header() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MainHeader onOpenMenu={vi.fn()} onFreePlay={vi.fn()} onSignOut={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => clearSession());

describe('the main header’s brand icon', () => {
  // On a first visit the banner below is the screen's largest paint: the
  // 28 px icon must not compete with it for the first round trips.
  it('is fetched at low priority for a guest and for a member', () => {
    const guest = header();
    expect(guest.container.querySelector('.brand__icon')!.getAttribute('fetchpriority')).toBe('low');
    guest.unmount();
    setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
    const member = header();
    expect(member.container.querySelector('.brand__icon')!.getAttribute('fetchpriority')).toBe('low');
  });
});
