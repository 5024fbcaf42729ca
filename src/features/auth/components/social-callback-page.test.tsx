import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { APP_PATHS } from '../../../config/paths';
import SocialCallbackPage from './social-callback-page';

beforeEach(() => {
  // every call fails: what is checked here is the address bar, not the sign-in
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.error' }), { headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

async function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <SocialCallbackPage />
      </QueryClientProvider>,
    );
  });
}

describe('the social sign-in callback page', () => {
  it('takes the spent code and state out of the address bar', async () => {
    history.replaceState(null, '', `${APP_PATHS.socialCallback}?code=spent&state=once`);
    await show();
    expect(location.pathname + location.search).toBe(APP_PATHS.socialCallback);
  });

  it('leaves the address alone when the player went elsewhere before it ran', async () => {
    // The page rendered for the callback, then a navigation came before its
    // effect: it must not send the player back to the callback.
    history.replaceState(null, '', APP_PATHS.notice);
    await show();
    expect(location.pathname).toBe(APP_PATHS.notice);
  });
});
