import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Logs a test member in through the server's test-mode session route and
 * stores the session as the app does after a login, before the app starts.
 */
export async function loginAs(page: Page, request: APIRequestContext, username: string, options: { type?: number; balance?: number } = {}) {
  const response = await request.post('/__test/session', {
    headers: { Merchant: 'DEMO' },
    data: { username, ...options },
  });
  const body = (await response.json()) as { success: boolean; value: { token: string; id: number; userName: string; customerType: number } };
  if (!body.success) throw new Error(`test session refused: ${JSON.stringify(body)}`);
  const session = { token: body.value.token, id: body.value.id, userName: body.value.userName, type: body.value.customerType, merchantCode: 'DEMO' };
  // Seeded once per tab, not on every load: a journey that signs out by
  // removing the record then sees the app as a guest would.
  await page.addInitScript((record) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    localStorage.setItem('sessionInfo', JSON.stringify(record));
    sessionStorage.setItem('e2e-session-seeded', '1');
  }, session);
  return session;
}
